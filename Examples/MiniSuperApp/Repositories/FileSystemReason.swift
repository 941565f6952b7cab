#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file system call failed, in plain words for the user: never an error domain and a code.
enum FileSystemReason {
  /// The reason for the error number `code`, such as "the disk is full".
  ///
  /// - Parameter code: An `errno` value.
  /// - Returns: A phrase that completes "Cannot save the wallet to <path>: …".
  static func describe(_ code: Int32) -> String {
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
    case ENOENT: "a part of the path does not exist"
    case EMFILE, ENFILE: "too many files are open"
    default: "the system said \"\(String(cString: strerror(code)))\""
    }
  }

  /// The reason for the current `errno`.
  static var current: String { describe(errno) }
}
