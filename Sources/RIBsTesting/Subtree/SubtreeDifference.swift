import RIBs

/// How a router's subtree differs from the text a test expects: the comparison behind
/// `expectSubtree(of:_:)` and `assertSubtree(of:_:)`.
///
/// The text is `Routing.treeDescription`'s: one RIB per line, indented two spaces a level,
/// with whether it is active and whether it has a view.
///
/// ```text
/// Root (active)
///   LoggedIn (active, no view)
///     OffGame (active)
/// ```
public enum SubtreeDifference {
  /// A readable difference between `actual` and `expected`, or `nil` when they are the same.
  ///
  /// Both are compared line by line, without the blank lines and the trailing spaces around them,
  /// and without the indentation every line of `expected` shares, so that an expected tree can be
  /// written indented inside a test. The difference lists every line: unchanged ones with two
  /// spaces, expected lines missing from the subtree with `-`, lines the subtree has instead with
  /// `+`.
  ///
  /// - Parameters:
  ///   - actual: The subtree, as `treeDescription` writes it.
  ///   - expected: The subtree a test expects.
  /// - Returns: The difference, ready to print.
  public static func between(actual: String, expected: String) -> String? {
    let actualLines = lines(of: actual)
    let expectedLines = lines(of: expected)
    guard actualLines != expectedLines else { return nil }
    let body = edits(from: expectedLines, to: actualLines).map { edit in
      switch edit {
      case .same(let line): "  \(line)"
      case .removed(let line): "- \(line)"
      case .added(let line): "+ \(line)"
      }
    }
    return (["The subtree is not the one expected (- expected, + actual):"] + body)
      .joined(separator: "\n")
  }

  /// The subtree of `router` compared with `expected`, as ``between(actual:expected:)``.
  ///
  /// - Parameters:
  ///   - router: The root of the subtree.
  ///   - expected: The subtree a test expects.
  /// - Returns: The difference, or `nil` when the subtree is the one expected.
  @MainActor
  public static func of(_ router: any Routing, expected: String) -> String? {
    between(actual: router.treeDescription, expected: expected)
  }

  // MARK: Private

  private enum Edit {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The lines of `text`, without blank lines at either end, trailing spaces, or the indentation
  /// all lines share.
  private static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let indentation = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indentation, $0.count))) }
  }

  /// The shortest edit from `old` to `new` that keeps their longest common subsequence of lines.
  private static func edits(from old: [String], to new: [String]) -> [Edit] {
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in old.indices.reversed() {
      for j in new.indices.reversed() {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    return result
  }
}
