#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call's error number, with the reason in plain words for the user: never an
/// error domain and a code.
public struct SystemError: Error, Equatable, CustomStringConvertible {
  /// The `errno` value.
  public let code: Int32

  /// Wraps an `errno` value.
  ///
  /// - Parameter code: The error number.
  public init(code: Int32) {
    self.code = code
  }

  /// The error of the system call that just failed.
  public static var current: SystemError { SystemError(code: errno) }

  /// A phrase that completes "Cannot save the wallet to <path>: …", such as "the disk is full".
  public var reason: String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case EROFS: "the file system is read-only"
    case ENOSPC: "the disk is full"
    case EDQUOT: "the disk quota is used up"
    case EIO: "the disk reported an input/output error"
    case ENAMETOOLONG: "the path is too long"
    case ELOOP: "the path has a loop of symbolic links"
    case ENOTDIR: "a part of the path is not a directory"
    case EISDIR: "it is a directory"
    case ENOENT: "it does not exist"
    case EBADF: "it is closed"
    case EMFILE, ENFILE: "too many files are open"
    default: "the system said \"\(String(cString: strerror(code)))\""
    }
  }

  public var description: String { reason }
}
