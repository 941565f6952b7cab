#if Tools
  import FileDescriptorIO
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Reading and writing the way a Unix tool does: every failure is an error with a reason, never a
  /// trap, and a reader that has gone away (`| head -1`) ends the program quietly.
  enum StandardStreams {
    /// Why reading or writing failed, in a sentence.
    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    /// Whether standard input is a terminal, where nobody is about to pipe a snapshot in.
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

    /// Everything on standard input, until its end.
    static func readInput() throws(Failure) -> Data {
      do {
        return try FileDescriptorIO.readAll(from: STDIN_FILENO)
      } catch {
        throw Failure(description: "Cannot read standard input: \(error.reason).")
      }
    }

    /// The whole file at `path`.
    static func readFile(atPath path: String) throws(Failure) -> Data {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      do throws(SystemError) {
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        return try FileDescriptorIO.readAll(from: descriptor)
      } catch {
        throw Failure(description: "Cannot read \(path): \(error.reason).")
      }
    }

    /// Writes `text` to standard output; a closed pipe ends the program quietly.
    static func writeOutput(_ text: String) throws(Failure) {
      do {
        try FileDescriptorIO.writeToStandardOutput(text)
      } catch {
        throw Failure(description: "Cannot write to standard output: \(error.reason).")
      }
    }
  }
#endif
