/// One change of a file as a unified diff shows it, without context lines.
public struct DiffHunk: Sendable, Equatable {
  /// The first line replaced, from 1, in the original file.
  public var originalStart: Int
  /// The lines replaced.
  public var removed: [String]
  /// The first line of the replacement, from 1, in the new file.
  public var migratedStart: Int
  /// The lines that replace them.
  public var added: [String]

  /// Creates a hunk.
  ///
  /// - Parameters:
  ///   - originalStart: The first line replaced, from 1, in the original file.
  ///   - removed: The lines replaced.
  ///   - migratedStart: The first line of the replacement, from 1, in the new file.
  ///   - added: The lines that replace them.
  public init(originalStart: Int, removed: [String], migratedStart: Int, added: [String]) {
    self.originalStart = originalStart
    self.removed = removed
    self.migratedStart = migratedStart
    self.added = added
  }

  /// The hunk in unified diff format, each line ending with a newline.
  public var unifiedText: String {
    var text = "@@ -\(originalStart),\(removed.count) +\(migratedStart),\(added.count) @@\n"
    for line in removed { text += "-\(line)\n" }
    for line in added { text += "+\(line)\n" }
    return text
  }
}
