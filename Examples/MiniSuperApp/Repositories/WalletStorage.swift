import Foundation

/// Where the wallet is kept between runs.
@MainActor
protocol WalletStorage: AnyObject {
  /// Reads the wallet; `nil` if none was ever saved.
  ///
  /// - Throws: ``WalletStorageError/unreadable(path:reason:)`` if there is one that cannot be read.
  func load() throws(WalletStorageError) -> Wallet?

  /// Replaces the saved wallet with `wallet`, all at once.
  ///
  /// - Parameter wallet: The wallet.
  /// - Throws: ``WalletStorageError/unwritable(path:reason:)``.
  func save(_ wallet: Wallet) throws(WalletStorageError)
}

/// Why the wallet could not be read or saved, in a sentence for the user.
enum WalletStorageError: Error, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case unwritable(path: String, reason: String)

  var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "Cannot read the wallet at \(path): \(reason). MiniSuperApp left the file as it is; "
        + "fix or move it, or choose another --data-dir."
    case .unwritable(let path, let reason):
      "Cannot save the wallet to \(path): \(reason)."
    }
  }
}

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
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      return nil
    } catch {
      throw .unreadable(path: url.path, reason: Self.reason(error))
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
      throw .unwritable(path: url.path, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue)).lowercased()
    }
    return error.localizedDescription
  }
}

/// A wallet kept in memory only: for tests, and for trying the app without a file.
final class InMemoryWalletStorage: WalletStorage {
  /// The saved wallet.
  private(set) var wallet: Wallet?
  /// When set, saving fails with this reason, to test what the app does when the disk is full.
  var failure: String?

  /// Creates a storage holding `wallet`.
  ///
  /// - Parameter wallet: The saved wallet, if any.
  init(wallet: Wallet? = nil) {
    self.wallet = wallet
  }

  func load() throws(WalletStorageError) -> Wallet? { wallet }

  func save(_ wallet: Wallet) throws(WalletStorageError) {
    if let failure { throw .unwritable(path: "memory", reason: failure) }
    self.wallet = wallet
  }
}
