/// An object another module of this package keeps beside a router for the router's life, and that
/// hears which children the router detaches: how the navigation models a router hosts register
/// with it, with nothing in the core that knows them.
///
/// A router has one companion slot. The first module to ask for it makes the companion; it is never
/// replaced, so a second module cannot take another's place.
@MainActor
package protocol RouterCompanion: AnyObject {
  /// The router detached `child`, which is no longer among its children.
  ///
  /// - Parameter child: The child detached.
  func routerDidDetach(_ child: any Routing)
}

extension RouterBase {
  /// The router's companion: the one there, or the one `make` makes, kept for the router's life.
  ///
  /// - Parameter make: Makes the companion, if the router has none yet.
  /// - Returns: The router's companion.
  package final func companion(orMake make: () -> any RouterCompanion) -> any RouterCompanion {
    if let companion = node.observations?.companion { return companion }
    let companion = make()
    node.observationsCreatedIfNeeded.companion = companion
    return companion
  }

  /// The router's companion, if one was made.
  package final var companion: (any RouterCompanion)? { node.observations?.companion }
}

extension Routing {
  /// The companion of this router, when it is built on ``Router`` and has one.
  package var routerCompanion: (any RouterCompanion)? {
    (self as? RouterBase)?.companion
  }
}
