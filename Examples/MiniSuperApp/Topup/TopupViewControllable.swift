import RIBs
import RIBsNavigation

/// The top-up flow's view: the navigation stack its screens are pushed on, which the parent
/// presents in a sheet.
@MainActor
protocol TopupViewControllable: ViewControllable {
  /// Draws the flow's screens, which the router owns, from now on.
  func draw(_ stack: RIBStack.Rendering)
}
