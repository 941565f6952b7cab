import Observation
import RIBsSwiftUI

/// The finance tab's presenter in the SwiftUI app: its dashboards, each a child RIB's screen,
/// and the last message, such as a top-up's receipt.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class FinanceHomeViewState: FinanceHomePresentable {
  /// The dashboards, top to bottom: the router adds each as it attaches it.
  private(set) var dashboards: [RIBScreen] = []
  /// The last message.
  private(set) var message: String?
  @ObservationIgnored weak var listener: (any FinanceHomePresentableListener)?

  /// Shows a dashboard under those added before, as the UIKit screen's `addDashboard(_:)` does.
  func addDashboard(_ dashboard: RIBScreen) {
    dashboards.append(dashboard)
  }

  func show(message: String) {
    self.message = message
  }
}
