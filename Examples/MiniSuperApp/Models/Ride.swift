/// The ride the home tab offers.
enum Ride {
  /// What every ride costs, in won.
  static let fare: Int = 18_000
}
