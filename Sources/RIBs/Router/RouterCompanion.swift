/// An object another module of this package keeps beside a router for the router's life, and that
/// hears which children the router detaches: how the navigation models a router hosts register
/// with it, with nothing in the core that knows them.
@MainActor
package protocol RouterCompanion: AnyObject {
  /// The router detached `child`, which is no longer among its children.
  ///
  /// - Parameter child: The child detached.
  func routerDidDetach(_ child: any Routing)
}

extension RouterBase {
  /// The router's companion; `nil` until one is set.
  ///
  /// Set once, by the module that owns it.
  package final var companion: (any RouterCompanion)? {
    get { node.observations?.companion }
    set { node.observationsCreatedIfNeeded.companion = newValue }
  }
}

extension Routing {
  /// The companion of this router, when it is built on ``Router`` and has one.
  package var routerCompanion: (any RouterCompanion)? {
    (self as? RouterBase)?.companion
  }
}
