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

  /// Applies `change` to the newest saved wallet (another instance may have changed it) and saves
  /// it; if `change` refuses or saving fails, nothing changes.
  ///
  /// - Parameter change: The change; it throws to refuse.
  /// - Returns: What `change` returned.
  /// - Throws: What `change` threw, or ``WalletStorageError``.
  @discardableResult
  func update<Result>(_ change: (inout Wallet) throws -> Result) throws -> Result {
    do {
      let (newest, result) = try storage.update(change)
      wallet = newest
      return result
    } catch let error as WalletStorageError {
      throw error
    } catch {
      // Refused against the newest wallet: show that one, which another instance may have changed.
      if let newest = try? storage.load() { wallet = newest }
      throw error
    }
  }
}
