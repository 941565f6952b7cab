extension Routing {
  /// The RIB's name: the router's type without generic arguments and without its `Router` suffix
  /// (`LoggedInRouter` is `LoggedIn`).
  public var ribName: String {
    RIBNaming.name(of: type(of: self))
  }

  /// How tree events name this RIB: ``ribName`` and the router's identity.
  public var ribIdentity: RIBIdentity {
    RIBIdentity(name: ribName, id: ObjectIdentifier(self))
  }

  /// The subtree as indented text, one RIB per line with whether it is active and whether it has a
  /// view.
  ///
  /// ```text
  /// Root (active)
  ///   LoggedIn (active, no view)
  ///     OffGame (active)
  ///       BasicScoreBoard (active)
  /// ```
  ///
  /// Useful in a debugger, a log, or a test's failure message.
  public var treeDescription: String {
    String(RIBTreeRenderer.render(RIBTreeSnapshot(of: self), as: .text).dropLast())
  }
}

/// How a RIB is named after its router's type.
@MainActor
enum RIBNaming {
  /// Names already derived: deriving one demangles the type's name.
  private static var names: [ObjectIdentifier: String] = [:]

  /// The RIB name of a router type: without generic arguments and without its `Router` suffix.
  static func name(of routerType: Any.Type) -> String {
    if let name = names[ObjectIdentifier(routerType)] { return name }
    var name = String(describing: routerType)
    if let genericStart = name.firstIndex(of: "<") {
      name = String(name[..<genericStart])
    }
    if name.hasSuffix("Router"), name != "Router" {
      name.removeLast("Router".count)
    }
    names[ObjectIdentifier(routerType)] = name
    return name
  }
}
