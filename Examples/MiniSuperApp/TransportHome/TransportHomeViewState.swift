import Observation
import RIBs
import RIBsNavigation

/// The ride screen's presenter in the SwiftUI app: the SuperPay balance that pays for the ride,
/// and what the router presents over the screen.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class TransportHomeViewState: TransportHomePresentable {
  /// The balance, formatted.
  private(set) var balance = ""
  /// The last message, such as a balance too low for the fare.
  private(set) var message: String?
  /// What the router presents, once it hands it over.
  private(set) var presentation: RIBPresentation.Rendering?
  /// Who handles the screen's buttons.
  @ObservationIgnored weak var listener: (any TransportHomePresentableListener)?

  /// Draws the router's presentation from now on.
  func draw(_ presentation: RIBPresentation.Rendering) {
    self.presentation = presentation
  }

  func update(balance: String) {
    self.balance = balance
  }

  func show(message: String) {
    self.message = message
  }
}
