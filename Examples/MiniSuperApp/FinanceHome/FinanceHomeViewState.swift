import Observation
import RIBs
import RIBsNavigation

/// The finance tab's presenter in the SwiftUI app: its dashboards, each a child RIB's screen, what
/// the router presents over them, and the last message, such as a top-up's receipt.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class FinanceHomeViewState: FinanceHomePresentable {
  /// The dashboards' routers, top to bottom: the router adds each as it attaches it.
  private(set) var dashboards: [any ViewableRouting] = []
  /// What the router presents, once it hands it over.
  private(set) var presentation: RIBPresentation.Rendering?
  /// The last message.
  private(set) var message: String?
  @ObservationIgnored weak var listener: (any FinanceHomePresentableListener)?

  /// Shows a dashboard under those added before.
  func addDashboard(_ dashboard: any ViewableRouting) {
    dashboards.append(dashboard)
  }

  /// Draws the router's presentation from now on.
  func draw(_ presentation: RIBPresentation.Rendering) {
    self.presentation = presentation
  }

  func show(message: String) {
    self.message = message
  }
}
