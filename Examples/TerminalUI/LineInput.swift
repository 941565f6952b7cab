import Foundation

/// Sources of input lines for a terminal app.
public enum LineInput {
  /// The lines of standard input, until end of input.
  ///
  /// Read on a background thread, so that the main actor stays free while the app waits for the
  /// user.
  ///
  /// - Returns: The lines, without their line breaks.
  public static func standardInput() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let thread = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }

  /// The given lines, then end of input: a script for tests.
  ///
  /// - Parameter lines: The lines.
  /// - Returns: The lines as a stream.
  public static func script(_ lines: [String]) -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    for line in lines { continuation.yield(line) }
    continuation.finish()
    return stream
  }

  /// Whether standard input is a terminal, which echoes what the user types.
  public static var isTerminal: Bool { isatty(STDIN_FILENO) != 0 }
}
