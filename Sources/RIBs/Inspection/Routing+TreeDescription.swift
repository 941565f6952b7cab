extension Routing {
  /// The RIB's name: the router's type without generic arguments and without its `Router` suffix
  /// (`LoggedInRouter` is `LoggedIn`).
  public var ribName: String {
    var name = String(describing: type(of: self))
    if let genericStart = name.firstIndex(of: "<") {
      name = String(name[..<genericStart])
    }
    if name.hasSuffix("Router"), name != "Router" {
      name.removeLast("Router".count)
    }
    return name
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
    var lines: [String] = []
    var pending: [(router: any Routing, depth: Int)] = [(self, 0)]
    while let (router, depth) = pending.popLast() {
      let state = router.interactable.isActive ? "active" : "inactive"
      let view = router is any ViewableRouting ? "" : ", no view"
      lines.append(String(repeating: "  ", count: depth) + "\(router.ribName) (\(state)\(view))")
      pending += router.children.reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n")
  }
}
