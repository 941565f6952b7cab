/// The ride the home tab offers.
enum Ride {
  /// What every ride costs, in won.
  static let fare: Double = 18_000
}
