/// A router whose RIB shows its screens in a ``RIBStack`` it owns: when its RIB is a tab of
/// ``RIBTabs`` and the user selects that tab again, the stack pops to its root, as a tab bar does
/// on iOS.
///
/// ```swift
/// final class AppHomeRouter: ViewableRouter<…>, AppHomeRouting, RIBStackOwning {
///   private(set) lazy var stack = RIBStack(host: self, listener: interactor)
/// }
/// ```
///
/// The routers popped are detached and the stack's listener is told, as for a back button.
@preconcurrency
@MainActor
public protocol RIBStackOwning: Routing {
  /// The stack of the RIB's screens.
  var stack: RIBStack { get }
}

extension RIBStack {
  /// The user picked again the tab or the row that shows `router`: its stack pops to the root if
  /// it owns one (``RIBStackOwning``), as a tab bar does on iOS.
  ///
  /// - Parameter router: The router of the tab or the detail picked again.
  static func userDidReselect(_ router: any Routing) {
    (router as? any RIBStackOwning)?.stack.userDidPopToRoot()
  }
}
