#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileDescriptorIO {
  /// Writes `text` to standard output the way a Unix tool does: when the reader has gone away (a
  /// closed pipe, as in `| head -1`), the program ends quietly with status 0.
  ///
  /// The one place the `ribs` tool and the example apps handle a closed pipe.
  ///
  /// - Parameter text: The text.
  /// - Throws: ``SystemError`` if writing fails for another reason (a full disk).
  public static func writeToStandardOutput(_ text: String) throws(SystemError) {
    do {
      try writeAll(text, to: STDOUT_FILENO)
    } catch {
      // What the reader did not want is not an error.
      if error.code == EPIPE { exit(0) }
      throw error
    }
  }

  /// Writes `text` to standard error, ignoring a failure: nowhere is left to report it.
  ///
  /// - Parameter text: The text.
  public static func writeToStandardError(_ text: String) {
    try? writeAll(text, to: STDERR_FILENO)
  }
}
