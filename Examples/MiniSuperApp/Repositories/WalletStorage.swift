/// Where the wallet is kept between runs.
@MainActor
protocol WalletStorage: AnyObject {
  /// Reads the wallet; `nil` if none was ever saved.
  ///
  /// - Throws: ``WalletStorageError/unreadable(path:reason:)`` if there is one that cannot be read.
  func load() throws(WalletStorageError) -> Wallet?

  /// Applies `change` to the newest saved wallet and saves the result, as one transaction that no
  /// other instance of the app can interleave with.
  ///
  /// - Parameter change: The change; it may throw to refuse it (the balance is short, say), and
  ///   return what the caller needs to know of it (the card it charged, say).
  /// - Returns: The wallet as saved, and what `change` returned.
  /// - Throws: What `change` threw, or ``WalletStorageError``; then nothing was saved.
  func update<Result>(
    _ change: (inout Wallet) throws -> Result
  ) throws -> (wallet: Wallet, result: Result)
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
