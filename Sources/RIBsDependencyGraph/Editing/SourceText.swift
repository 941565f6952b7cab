/// A replacement of part of a file.
package struct TextEdit: Sendable {
  /// UTF-8 offsets in the original text.
  package var range: Range<Int>
  package var replacement: String

  /// Creates an edit that replaces `range` with `replacement`.
  package init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

/// A file's text with its line starts, for turning edits at UTF-8 offsets into lines and hunks.
package struct SourceText {
  private let bytes: [UInt8]
  /// The UTF-8 offset where each line starts; the first is 0.
  private let lineStarts: [Int]

  package init(_ text: String) {
    bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The line, from 1, that the offset is on.
  package func line(ofOffset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The spaces and tabs that begin the line the offset is on.
  package static func indentation(ofLineAt offset: Int, in text: String) -> String {
    let utf8 = Array(text.utf8[..<text.utf8.index(text.utf8.startIndex, offsetBy: offset)])
    let lineStart = (utf8.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
    let prefix = utf8[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return String(decoding: prefix, as: UTF8.self)
  }

  /// The text with `edits` applied, and the hunks that show them.
  ///
  /// Edits on the same or adjacent lines make one hunk. Overlapping edits are not expected: the
  /// later one is dropped. An edit may end after a line break, removing whole lines.
  package func applying(_ edits: [TextEdit]) -> (text: String, hunks: [DiffHunk]) {
    var sorted: [TextEdit] = []
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      if let last = sorted.last, last.range.upperBound > edit.range.lowerBound { continue }
      sorted.append(edit)
    }
    // Group edits whose lines touch.
    var groups: [(firstLine: Int, lastLine: Int, edits: [TextEdit])] = []
    for edit in sorted {
      let first = line(ofOffset: edit.range.lowerBound)
      let last = line(ofOffset: max(edit.range.lowerBound, edit.range.upperBound - 1))
      if let previous = groups.last, previous.lastLine + 1 >= first {
        groups[groups.count - 1].lastLine = max(previous.lastLine, last)
        groups[groups.count - 1].edits.append(edit)
      } else {
        groups.append((first, last, [edit]))
      }
    }
    var output: [UInt8] = []
    var copied = 0
    var hunks: [DiffHunk] = []
    var lineShift = 0
    for group in groups {
      let start = lineStarts[group.firstLine - 1]
      let lineEnd =
        group.lastLine < lineStarts.count ? lineStarts[group.lastLine] - 1 : bytes.count
      // An edit that takes the line break too removes whole lines.
      let end = max(lineEnd, group.edits.map(\.range.upperBound).max() ?? lineEnd)
      let removesLines = end > lineEnd
      output += bytes[copied..<start]
      var replaced: [UInt8] = []
      var cursor = start
      for edit in group.edits {
        replaced += bytes[cursor..<edit.range.lowerBound]
        replaced += Array(edit.replacement.utf8)
        cursor = edit.range.upperBound
      }
      replaced += bytes[cursor..<end]
      output += replaced
      copied = end
      var removed = Self.lines(bytes[start..<end])
      var added = replaced.isEmpty && removesLines ? [] : Self.lines(replaced[...])
      if removesLines {
        if removed.last == "" { removed.removeLast() }
        if added.last == "" { added.removeLast() }
      }
      hunks.append(
        DiffHunk(
          originalStart: group.firstLine, removed: removed,
          migratedStart: group.firstLine + lineShift, added: added))
      lineShift += added.count - removed.count
    }
    output += bytes[copied...]
    return (String(decoding: output, as: UTF8.self), hunks)
  }

  private static func lines(_ bytes: ArraySlice<UInt8>) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
  }
}
