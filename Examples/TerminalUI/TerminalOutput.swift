import FileDescriptorIO
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

/// Standard output, written at once so that prompts appear before input is read.
///
/// It behaves like a Unix tool's: when the reader has gone away (a closed pipe) the app ends
/// quietly; when writing fails otherwise (a full disk), the app says so on standard error and ends
/// with status 74. It never traps. The wallet and every other state are saved at each change, so
/// ending here loses nothing.
@MainActor
public final class StandardOutput: TerminalOutput {
  /// Creates the standard output.
  public init() {}

  public func write(_ text: String) {
    do {
      try FileDescriptorIO.writeToStandardOutput(text)
    } catch {
      let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
      FileDescriptorIO.writeToStandardError(
        "\(program): cannot write to standard output: \(error.reason)\n")
      exit(74)
    }
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
    FileDescriptorIO.writeToStandardError(text)
  }
}

/// Output kept in memory, for tests.
@MainActor
public final class CapturedOutput: TerminalOutput {
  /// Everything written so far.
  public private(set) var text = ""
  private var writeWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates an empty output.
  public init() {}

  public func write(_ text: String) {
    self.text += text
    let waiters = writeWaiters
    writeWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once everything written so far satisfies `condition`, checking it after each write.
  public func waitUntil(_ condition: (String) -> Bool) async {
    while !condition(text) {
      await withCheckedContinuation { writeWaiters.append($0) }
    }
  }
}
