import Foundation

/// The wallet as a JSON file, `wallet.json` in a data directory.
///
/// Saving writes a temporary file and renames it over the old one, so that a crash leaves either the
/// old wallet or the new one, never half of one. A file that cannot be read is reported and never
/// replaced: the app does not start on it.
final class WalletFile: WalletStorage {
  /// The file.
  let url: URL

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
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      guard let reason = problemReading() else { return nil }
      throw .unreadable(path: url.path, reason: reason)
    }
    let wallet: Wallet
    do {
      wallet = try JSONDecoder().decode(Wallet.self, from: data)
    } catch {
      throw .unreadable(path: url.path, reason: "it is not a wallet in JSON")
    }
    guard wallet.version == Wallet.formatVersion else {
      throw .unreadable(
        path: url.path,
        reason: "it is in format \(wallet.version), this app reads format \(Wallet.formatVersion)")
    }
    if let problem = wallet.problem { throw .unreadable(path: url.path, reason: problem) }
    return wallet
  }

  func save(_ wallet: Wallet) throws(WalletStorageError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try encoder.encode(wallet).write(to: url, options: .atomic)
    } catch {
      throw .unwritable(path: url.path, reason: problemWriting() ?? error.localizedDescription)
    }
  }

  /// Why the file could not be read, or `nil` if there is simply no wallet yet.
  private func problemReading() -> String? {
    if let obstacle = obstacle() { return obstacle }
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return FileManager.default.isReadableFile(atPath: url.path)
      ? "it could not be read" : "permission denied"
  }

  /// Why the file could not be written, if it can be told.
  private func problemWriting() -> String? {
    if let obstacle = obstacle() { return obstacle }
    let directory = url.deletingLastPathComponent().path
    let files = FileManager.default
    return files.fileExists(atPath: directory) && !files.isWritableFile(atPath: directory)
      ? "permission denied" : nil
  }

  /// Something in the file system where the data directory or the file should be.
  private func obstacle() -> String? {
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return "the data directory \(directory.path) is a file"
    }
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return "it is a directory"
    }
    return nil
  }
}
