import Observation

/// The ride screen's presenter in the SwiftUI app: the SuperPay balance that pays for the ride.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class TransportHomeViewState: TransportHomePresentable {
  /// The balance, formatted.
  private(set) var balance = ""
  /// The last message, such as a balance too low for the fare.
  private(set) var message: String?
  /// Who handles the screen's buttons.
  @ObservationIgnored weak var listener: (any TransportHomePresentableListener)?

  func update(balance: String) {
    self.balance = balance
  }

  func show(message: String) {
    self.message = message
  }
}
