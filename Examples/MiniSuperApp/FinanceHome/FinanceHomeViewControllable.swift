import RIBs

/// What the finance tab's router asks of its view: the terminal view controller, and a UIKit one
/// (`FinanceHomeUIKitViewController`, the seed's containment) on Apple platforms.
@MainActor
protocol FinanceHomeViewControllable: ViewControllable {
  /// Shows a dashboard inside the finance screen, under those added before (a subview, not a
  /// presentation).
  func addDashboard(_ view: any ViewControllable)
  /// Presents a screen on top of the finance screen.
  func presentOnTop(_ view: any ViewControllable)
  /// Dismisses a screen presented on top of the finance screen.
  func dismiss(_ view: any ViewControllable)
}
