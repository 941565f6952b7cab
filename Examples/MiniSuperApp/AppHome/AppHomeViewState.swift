import Observation
import RIBs
import RIBsNavigation

/// The home tab's presenter in the SwiftUI app: the screens pushed above the home screen, and the
/// last message, such as a booked ride.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class AppHomeViewState: AppHomePresentable {
  /// The screens above the home screen, once the router hands them over.
  private(set) var stack: RIBStack.Rendering?
  /// The last message.
  private(set) var message: String?
  /// Who handles "Ride".
  @ObservationIgnored weak var listener: (any AppHomePresentableListener)?

  /// Draws the router's stack from now on.
  func draw(_ stack: RIBStack.Rendering) {
    self.stack = stack
  }

  func show(message: String) {
    self.message = message
  }
}
