/// The wallet in memory, saved to its storage at every change and read again for changes another
/// instance of the app saved.
///
/// The repositories share one store, so that the file always holds one consistent wallet, and
/// observe it, so that every change reaches the screens whoever made it.
@MainActor
final class WalletStore {
  /// The wallet as last saved or read.
  private(set) var wallet: Wallet {
    didSet {
      guard wallet != oldValue else { return }
      for observer in observers { observer(wallet) }
    }
  }
  private let storage: any WalletStorage
  private var observers: [@MainActor (Wallet) -> Void] = []

  /// Loads the wallet from `storage`, or starts a new one if none was saved.
  ///
  /// - Parameter storage: Where the wallet is kept.
  /// - Throws: ``WalletStorageError`` if the saved wallet cannot be read.
  init(storage: any WalletStorage) throws(WalletStorageError) {
    self.storage = storage
    wallet = try storage.load() ?? Wallet()
  }

  /// Calls `observer` with the wallet each time it changes, by this instance or another.
  ///
  /// - Parameter observer: The observer, kept as long as the store.
  func observe(_ observer: @escaping @MainActor (Wallet) -> Void) {
    observers.append(observer)
  }

  /// Reads the saved wallet again, for what another instance of the app saved since.
  ///
  /// A wallet that cannot be read now, or that is gone, leaves the one in memory as it is: the
  /// next change reads it again and says why it cannot.
  func reload() {
    if let newest = try? storage.load() { wallet = newest }
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
      reload()
      throw error
    }
  }
}
