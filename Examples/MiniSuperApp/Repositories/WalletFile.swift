import FileDescriptorIO
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wallet as a JSON file, `wallet.json` in a data directory, safe to share between instances.
///
/// - Every change is one transaction under an advisory lock (`flock` on the file's directory):
///   lock, read the wallet again, apply the change, write, unlock. Two instances on one directory
///   therefore never lose each other's changes, and a change that checks the wallet (is the balance
///   enough?) checks the newest one.
/// - A save writes a temporary file named `.wallet.json.saving-…` beside the wallet, flushes it to
///   the disk, renames it over the wallet and flushes the directory: a crash leaves the old wallet
///   or the new one, never half of one. Temporary files left by a killed instance are removed at
///   start.
/// - A `wallet.json` that is a symbolic link is read and written through to its target. A link
///   that leads nowhere, a link loop, a directory or a special file is reported and never
///   replaced: the app does not start on it.
/// - The wallet keeps its permissions across saves; a new wallet is readable by its owner only.
final class WalletFile: WalletStorage {
  /// The file, as the user named it (a link, possibly).
  let url: URL

  /// The beginning of the name of a temporary file that a save writes.
  static let temporaryPrefix = ".wallet.json.saving-"

  /// The largest file read as a wallet, in bytes (1 MiB).
  ///
  /// A wallet the app writes takes a few kilobytes (20 cards at most); a larger file is refused
  /// before it is read, so that a huge file in its place costs nothing each second the app looks
  /// for another instance's changes.
  static let maximumSize = 1 << 20

  /// A wallet file in `directory`, which is created on the first save if it does not exist.
  ///
  /// - Parameter directory: The data directory.
  init(directory: URL) {
    url = directory.appendingPathComponent("wallet.json")
  }

  /// Where the app keeps its data unless told otherwise: `~/.minisuperapp`.
  static var defaultDirectory: URL {
    FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".minisuperapp")
  }

  func load() throws(WalletStorageError) -> Wallet? {
    let target: Target
    do {
      target = try Self.target(of: url.path)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    return try read(target)
  }

  func update<Result>(
    _ change: (inout Wallet) throws -> Result
  ) throws -> (wallet: Wallet, result: Result) {
    let lock: DirectoryLock
    let target: Target
    do {
      try PosixFile.makeDirectories(url.deletingLastPathComponent().path)
      lock = try DirectoryLock(path: Self.target(of: url.path).directory, blocking: true)
      // Where the wallet is, and whether it exists, as of now that no other instance can save:
      // another may have created it, or retargeted the link, since the lookup above.
      target = try Self.target(of: url.path)
    } catch {
      throw WalletStorageError.unwritable(path: url.path, reason: error.reason)
    }
    defer { lock.unlock() }
    var wallet = try read(target) ?? Wallet()
    let result = try change(&wallet)
    try write(wallet, to: target)
    return (wallet, result)
  }

  /// Removes the temporary files that instances killed while saving left behind, unless another
  /// instance is saving now; does nothing where it cannot (a read-only data directory).
  ///
  /// - Returns: How many files were removed.
  @discardableResult
  func removeAbandonedTemporaryFiles() -> Int {
    guard let target = try? Self.target(of: url.path),
      let lock = try? DirectoryLock(path: target.directory, blocking: false)
    else { return 0 }
    defer { lock.unlock() }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: target.directory)) ?? []
    var removed = 0
    for name in names where name.hasPrefix(Self.temporaryPrefix) {
      if unlink(target.directory + "/" + name) == 0 { removed += 1 }
    }
    return removed
  }

  // MARK: Reading

  private func read(_ target: Target) throws(WalletStorageError) -> Wallet? {
    guard target.exists else { return nil }
    let data: Data
    do {
      data = try PosixFile.contents(ofRegularFile: target.path, atMost: Self.maximumSize)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    do {
      return try Wallet.decode(from: data)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
  }

  // MARK: Writing

  private func write(_ wallet: Wallet, to target: Target) throws(WalletStorageError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(wallet)
    } catch {
      throw .unwritable(path: url.path, reason: "the wallet could not be encoded")
    }
    do {
      try Self.replace(target, with: data)
    } catch {
      throw .unwritable(path: url.path, reason: error.reason)
    }
  }

  /// Writes `data` to a temporary file beside `target`, flushes it, renames it over `target`, and
  /// flushes the directory; removes the temporary file if anything fails.
  private static func replace(_ target: Target, with data: Data) throws(FileProblem) {
    let temporary =
      target.directory + "/" + temporaryPrefix + "\(getpid())-\(UInt32.random(in: .min ... .max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, target.permissions)
    guard descriptor >= 0 else { throw FileProblem(reason: SystemError.current.reason) }
    var isRenamed = false
    defer { if !isRenamed { unlink(temporary) } }
    do {
      defer { close(descriptor) }
      // The umask may have narrowed the mode open(2) was given.
      guard fchmod(descriptor, target.permissions) == 0 else {
        throw FileProblem(reason: SystemError.current.reason)
      }
      try PosixFile.writeAll(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw FileProblem(reason: SystemError.current.reason) }
    }
    guard rename(temporary, target.path) == 0 else {
      throw FileProblem(reason: SystemError.current.reason)
    }
    isRenamed = true
    // The rename is durable once the directory is on the disk; a failure here changes nothing the
    // user could act on, and the wallet on disk is whole either way.
    let directory = open(target.directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  // MARK: Where the wallet is

  /// The file a wallet path stands for: the path itself, or the target of the link it is.
  private struct Target {
    /// The regular file to read and replace.
    let path: String
    /// Its directory, where the temporary file goes and which is locked.
    var directory: String { (path as NSString).deletingLastPathComponent }
    /// Whether it exists yet.
    let exists: Bool
    /// The permissions to keep: the file's, or owner-only for a new wallet.
    let permissions: mode_t
  }

  private static func target(of path: String) throws(FileProblem) -> Target {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      let code = errno
      guard code == ENOENT else {
        throw FileProblem(
          reason: obstacle(in: (path as NSString).deletingLastPathComponent, code: code))
      }
      return Target(path: path, exists: false, permissions: 0o600)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return Target(path: path, exists: true, permissions: status.st_mode & 0o7777)
    case S_IFDIR:
      throw FileProblem(reason: "it is a directory")
    case S_IFLNK:
      return try linkTarget(of: path)
    default:
      throw FileProblem(reason: "it is not a file but a device, a socket or a pipe")
    }
  }

  private static func linkTarget(of path: String) throws(FileProblem) -> Target {
    guard let resolved = realpath(path, nil) else {
      let code = errno
      let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      throw FileProblem(
        reason: code == ELOOP
          ? "it is a symbolic link in a loop of links"
          : "it is a symbolic link to \(destination), which does not exist")
    }
    defer { free(resolved) }
    let real = String(cString: resolved)
    var status = stat()
    guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw FileProblem(reason: "it is a symbolic link to \(real), which is not a file")
    }
    return Target(path: real, exists: true, permissions: status.st_mode & 0o7777)
  }

  /// What keeps a data directory from holding a wallet, after a call failed with `code`.
  private static func obstacle(in directory: String, code: Int32) -> String {
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      return "the data directory \(directory) is a file"
    }
    return SystemError(code: code).reason
  }
}

/// A reason a file could not be read or written.
private struct FileProblem: Error {
  let reason: String
}

/// An exclusive advisory lock on a directory, shared by every instance that saves there.
private struct DirectoryLock {
  private let descriptor: Int32

  /// Locks `path`; waits for another instance to unlock it when `blocking`, else fails.
  init(path: String, blocking: Bool) throws(FileProblem) {
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileProblem(reason: SystemError.current.reason) }
    while flock(descriptor, LOCK_EX | (blocking ? 0 : LOCK_NB)) != 0 {
      if errno == EINTR { continue }
      let reason = SystemError.current.reason
      close(descriptor)
      throw FileProblem(reason: reason)
    }
  }

  func unlock() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// The few POSIX file operations the wallet needs, with their errors as reasons.
private enum PosixFile {
  /// The bytes of the regular file at `path`, read without blocking on a special file, if it holds
  /// at most `maximumSize` bytes.
  static func contents(
    ofRegularFile path: String, atMost maximumSize: Int
  ) throws(FileProblem) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileProblem(reason: SystemError.current.reason) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw FileProblem(reason: SystemError.current.reason)
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw FileProblem(reason: "it is not a file") }
    guard status.st_size <= maximumSize else {
      throw FileProblem(
        reason: "it is larger than \(maximumSize) bytes, far more than any wallet the app writes")
    }
    do {
      return try FileDescriptorIO.readAll(from: descriptor)
    } catch {
      throw FileProblem(reason: error.reason)
    }
  }

  /// Writes all of `data` to `descriptor`.
  static func writeAll(_ data: Data, to descriptor: Int32) throws(FileProblem) {
    do {
      try FileDescriptorIO.writeAll(data, to: descriptor)
    } catch {
      throw FileProblem(reason: error.reason)
    }
  }

  /// Creates `path` and the directories above it that do not exist, readable by the owner only.
  static func makeDirectories(_ path: String) throws(FileProblem) {
    var prefix = path.hasPrefix("/") ? "" : "."
    let components = path.split(separator: "/")
    for (position, component) in components.enumerated() {
      prefix += "/" + component
      if mkdir(prefix, 0o700) == 0 { continue }
      let code = errno
      var status = stat()
      guard code == EEXIST, stat(prefix, &status) == 0 else {
        throw FileProblem(reason: SystemError(code: code).reason)
      }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileProblem(
          reason: position == components.count - 1
            ? "the data directory \(path) is a file"
            : "\(prefix), on the way to the data directory, is a file")
      }
    }
  }
}
