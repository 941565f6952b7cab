import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing file descriptors with read(2) and write(2), which report failures where
/// `FileHandle` traps (a directory on standard input, a closed one, a full disk).
///
/// Shared by the `ribs` tool and the example apps.
public enum FileDescriptorIO {
  /// Everything `descriptor` gives until its end.
  ///
  /// - Parameter descriptor: An open file descriptor.
  /// - Returns: The bytes.
  /// - Throws: ``SystemError`` if reading fails.
  public static func readAll(from descriptor: Int32) throws(SystemError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Writes all of `data` to `descriptor`.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - descriptor: An open file descriptor.
  /// - Throws: ``SystemError`` if writing fails.
  public static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemError) {
    if let failure = data.withUnsafeBytes({ writeBytes($0, to: descriptor) }) { throw failure }
  }

  /// Writes `text` as UTF-8 to `descriptor`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - descriptor: An open file descriptor.
  /// - Throws: ``SystemError`` if writing fails.
  public static func writeAll(_ text: String, to descriptor: Int32) throws(SystemError) {
    var text = text
    if let failure = text.withUTF8({ writeBytes(UnsafeRawBufferPointer($0), to: descriptor) }) {
      throw failure
    }
  }

  /// Writes all of `bytes`, again after an interruption; returns the failure, if any.
  private static func writeBytes(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32
  ) -> SystemError? {
    guard let start = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, start + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return .current
      }
      offset += count
    }
    return nil
  }
}
