import RIBs
import RIBsNavigation

/// What the finance tab's router asks of its view: the terminal view controller, the SwiftUI view,
/// and a UIKit one (`FinanceHomeUIKitViewController`, the seed's containment) on Apple platforms.
@MainActor
protocol FinanceHomeViewControllable: ViewControllable {
  /// Shows a dashboard's view inside the finance screen, under those added before (a subview, not
  /// a presentation).
  func addDashboard(_ dashboard: any ViewableRouting)
  /// Draws what the router presents over the finance screen, from now on.
  func draw(_ presentation: RIBPresentation.Rendering)
}
