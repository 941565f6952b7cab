#if canImport(Testing)
  import RIBs
  import Testing

  /// Records an issue in the running Swift Testing test if the subtree of `router` is not
  /// `expected`, with the difference line by line.
  ///
  /// ```swift
  /// router.routeToLoggedIn(player1Name: "Ann", player2Name: "Bo")
  /// expectSubtree(
  ///   of: router,
  ///   """
  ///   Root (active)
  ///     LoggedIn (active, no view)
  ///       OffGame (active)
  ///   """)
  /// ```
  ///
  /// The text is `Routing.treeDescription`'s, compared as ``SubtreeDifference`` says.
  ///
  /// - Parameters:
  ///   - router: The root of the subtree.
  ///   - expected: The subtree, one RIB per line.
  ///   - sourceLocation: Where the issue is recorded; the caller's line.
  @MainActor
  public func expectSubtree(
    of router: any Routing, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let difference = SubtreeDifference.of(router, expected: expected) else { return }
    Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
  }
#endif
