import Observation

/// The home tab's presenter in the SwiftUI app: the last message, such as a booked ride.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class AppHomeViewState: AppHomePresentable {
  /// The last message.
  private(set) var message: String?
  /// Who handles "Ride".
  @ObservationIgnored weak var listener: (any AppHomePresentableListener)?

  func show(message: String) {
    self.message = message
  }
}
