import RIBs

extension Routing {
  /// The children of type `type`, in the order they were attached.
  ///
  /// - Parameter type: The router type (or routing protocol) to look for.
  /// - Returns: The matching children.
  public func children<R>(ofType type: R.Type) -> [R] {
    children.compactMap { $0 as? R }
  }

  /// Whether `child` is one of this router's children.
  ///
  /// Pair it with `Routing/treeDescription` for a readable failure:
  ///
  /// ```swift
  /// #expect(router.hasChild(offGame), "\(router.treeDescription)")
  /// ```
  ///
  /// - Parameter child: The router to look for.
  /// - Returns: `true` if it is attached to this router.
  public func hasChild(_ child: any Routing) -> Bool {
    children.contains { $0 === child }
  }
}
