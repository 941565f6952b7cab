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
    try readAll(from: STDIN_FILENO, named: "standard input")
  }

  /// The whole file at `path`.
  static func readFile(atPath path: String) throws(Failure) -> Data {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(reading: path, code: errno) }
    defer { close(descriptor) }
    return try readAll(from: descriptor, named: path)
  }

  /// Writes `text` to standard output; a closed pipe ends the program quietly.
  static func writeOutput(_ text: String) throws(Failure) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        // The reader has gone away: what it did not want is not an error.
        if code == EPIPE { exit(0) }
        throw Failure(description: "Cannot write to standard output: \(reason(code)).")
      }
      offset += count
    }
    bytes.removeAll()
  }

  private static func readAll(from descriptor: Int32, named name: String) throws(Failure) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(reading: name, code: errno)
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  private static func failure(reading name: String, code: Int32) -> Failure {
    Failure(description: "Cannot read \(name): \(reason(code)).")
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case EISDIR: "it is a directory"
    case EBADF: "it is closed"
    case ENOENT: "there is no such file"
    case EACCES, EPERM: "permission denied"
    case ENOSPC: "the disk is full"
    case EIO: "an input/output error"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
