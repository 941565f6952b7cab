import RIBs

/// The view a Topup flow presents its screens on, given by the parent.
@MainActor
protocol TopupViewControllable: ViewControllable {
  /// Presents `view` as a sheet the user may dismiss on their own, telling `listener` if they do.
  func presentSheet(_ view: any ViewControllable, dismissalListener: any UserDismissalListener)
  /// Dismisses a sheet presented with `presentSheet(_:dismissalListener:)`.
  func dismissSheet(_ view: any ViewControllable)
}
