/// A wallet kept in memory only, for tests, whose saving can be made to fail.
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

  func update<Result>(
    _ change: (inout Wallet) throws -> Result
  ) throws -> (wallet: Wallet, result: Result) {
    var changed = wallet ?? Wallet()
    let result = try change(&changed)
    if let failure { throw WalletStorageError.unwritable(path: "memory", reason: failure) }
    wallet = changed
    return (changed, result)
  }
}
