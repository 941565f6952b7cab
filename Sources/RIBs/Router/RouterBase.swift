/// The part of every ``Router`` that is not generic: its place in the RIB tree, and its teardown.
///
/// A parent finds a child's place in the tree through this class, so it never depends on anything
/// application code could share between two routers, such as an interactor. It has no API of its
/// own: subclass ``Router``, ``ViewableRouter`` or ``LaunchRouter``.
///
/// NB: a plain `deinit`, in this non-generic class. The teardown runs on the main actor, and Swift
/// 6.2/6.3's optimizer crashes on `isolated deinit` in a generic class (and in a generic subclass of
/// a class that has one) when building for iOS with back-deployment (swiftlang/swift #87462,
/// #90625); ``Router`` is generic.
@preconcurrency
@MainActor
open class RouterBase {
  /// The router's children, parent, lifecycle and teardown.
  let node: RouterNode

  /// - Parameters:
  ///   - interactable: The router's interactor.
  ///   - interactor: The same, if it is an ``Interactor``.
  @usableFromInline
  init(interactable: any Interactable, interactor: Interactor?) {
    node = RouterNode(interactable: interactable, asInteractor: interactor)
    node.bind(routerType: type(of: self))
  }

  /// The type of the router this one is attached to, if it is attached: what keeps a RIB that a
  /// test expected to be gone (RIBsTesting's `RIBDeallocationCheck`).
  package final var parentRouterType: Any.Type? {
    node.parent?.routerType
  }

  /// Gives the node the view of a viewable router, whose disappearance the leak detector checks.
  @usableFromInline
  final func attachView(_ view: any ViewControllable) {
    node.setView(view)
  }

  deinit {
    // The last release of a router nearly always happens on the main actor; one released elsewhere
    // (a task that kept it) is torn down there as soon as the main actor is free. The node lives
    // until then: the task keeps it.
    let node = node
    if MainActorContext.isCurrent {
      // The method itself, not a closure calling it: a main-actor closure checks its isolation
      // again when it is called.
      MainActor.assumeIsolated(node.release)
    } else {
      Task { @MainActor in node.release() }
    }
  }
}
