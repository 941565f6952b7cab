#if canImport(XCTest)
  import RIBs
  import XCTest

  /// Fails the running XCTest test if the subtree of `router` is not `expected`, with the
  /// difference line by line: `expectSubtree(of:_:sourceLocation:)` for XCTest.
  ///
  /// ```swift
  /// assertSubtree(
  ///   of: router,
  ///   """
  ///   Root (active)
  ///     LoggedOut (active)
  ///   """)
  /// ```
  ///
  /// - Parameters:
  ///   - router: The root of the subtree.
  ///   - expected: The subtree, one RIB per line.
  ///   - file: Where the failure is reported; the caller's file.
  ///   - line: Where the failure is reported; the caller's line.
  @MainActor
  public func assertSubtree(
    of router: any Routing, _ expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let difference = SubtreeDifference.of(router, expected: expected) else { return }
    XCTFail(difference, file: file, line: line)
  }
#endif
