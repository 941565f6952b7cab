/// The wallet in memory, saved to its storage at every change.
///
/// The repositories share one store, so that the file always holds one consistent wallet.
@MainActor
final class WalletStore {
  /// The wallet as last saved.
  private(set) var wallet: Wallet
  private let storage: any WalletStorage

  /// Loads the wallet from `storage`, or starts a new one if none was saved.
  ///
  /// - Parameter storage: Where the wallet is kept.
  /// - Throws: ``WalletStorageError`` if the saved wallet cannot be read.
  init(storage: any WalletStorage) throws(WalletStorageError) {
    self.storage = storage
    wallet = try storage.load() ?? Wallet()
  }

  /// Applies `change` to the wallet and saves it; if saving fails, nothing changes.
  ///
  /// - Parameter change: The change.
  /// - Throws: ``WalletStorageError/unwritable(path:reason:)``.
  func update(_ change: (inout Wallet) -> Void) throws(WalletStorageError) {
    var changed = wallet
    change(&changed)
    try storage.save(changed)
    wallet = changed
  }
}
