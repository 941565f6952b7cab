import Foundation

/// Where a terminal app writes its text.
@MainActor
public protocol TerminalOutput: AnyObject {
  /// Writes `text` as it is, without adding a line break.
  ///
  /// - Parameter text: The text.
  func write(_ text: String)
}

extension TerminalOutput {
  /// Writes `line` followed by a line break.
  ///
  /// - Parameter line: The line.
  public func writeLine(_ line: String = "") {
    write(line + "\n")
  }
}

/// Standard output, flushed after every write so that prompts appear before input is read.
@MainActor
public final class StandardOutput: TerminalOutput {
  /// Creates the standard output.
  public init() {}

  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Whether standard output is a terminal (and so may show colours).
  public nonisolated static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}

/// Standard error, for what went wrong.
@MainActor
public final class StandardError: TerminalOutput {
  /// Creates the standard error.
  public init() {}

  public func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Output kept in memory, for tests.
@MainActor
public final class CapturedOutput: TerminalOutput {
  /// Everything written so far.
  public private(set) var text = ""

  /// Creates an empty output.
  public init() {}

  public func write(_ text: String) {
    self.text += text
  }
}
