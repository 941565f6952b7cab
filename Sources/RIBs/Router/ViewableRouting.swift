/// A router whose RIB has a view.
@preconcurrency
@MainActor
public protocol ViewableRouting: Routing {
  /// The RIB's view, for the parent to present or embed.
  var viewControllable: any ViewControllable { get }
}
