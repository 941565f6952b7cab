extension Routing {
  /// Visits this router and every router under it in pre-order (children in attach order), with an
  /// explicit stack, so that a tree of any depth is walked without recursion.
  ///
  /// - Parameter visit: Called with each router, its depth below this one (0 for this one) and the
  ///   position in the visit order of its parent (`nil` for this one).
  @MainActor
  package func visitInPreOrder(
    _ visit: (_ router: any Routing, _ depth: Int, _ parent: Int?) -> Void
  ) {
    var pending: [(router: any Routing, depth: Int, parent: Int?)] = [(self, 0, nil)]
    var position = 0
    while let (router, depth, parent) = pending.popLast() {
      visit(router, depth, parent)
      for child in router.children.reversed() { pending.append((child, depth + 1, position)) }
      position += 1
    }
  }
}
