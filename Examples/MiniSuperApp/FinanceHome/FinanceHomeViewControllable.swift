import RIBs

/// What the finance tab's router asks of its view: the terminal view controller, and a UIKit one
/// (`FinanceHomeUIKitViewController`, the seed's containment) on Apple platforms.
@MainActor
protocol FinanceHomeViewControllable: ViewControllable {
  /// Shows a dashboard inside the finance screen, under those added before (a subview, not a
  /// presentation).
  func addDashboard(_ view: any ViewControllable)
  /// Presents a screen on top of the finance screen, as a sheet the user may dismiss on their
  /// own, telling `dismissalListener` if they do.
  func presentSheet(_ view: any ViewControllable, dismissalListener: any UserDismissalListener)
  /// Dismisses a screen presented with `presentSheet(_:dismissalListener:)`.
  func dismissSheet(_ view: any ViewControllable)
}
