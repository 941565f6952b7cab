import RIBsCombine

/// The user's profile.
@MainActor
protocol ProfileRepository: AnyObject {
  /// The user's name; every change is delivered.
  var userName: ReadOnlyCurrentValuePublisher<String> { get }

  /// Changes the user's name.
  ///
  /// - Parameter name: The new name, already checked.
  /// - Throws: If it could not be saved; then nothing changed.
  func rename(to name: String) async throws
}

/// The profile of the wallet store.
final class ProfileRepositoryImp: ProfileRepository {
  private let store: WalletStore
  private let name: CurrentValuePublisher<String>

  /// Creates the repository of `store`'s profile.
  ///
  /// - Parameter store: The wallet.
  init(store: WalletStore) {
    self.store = store
    let name = CurrentValuePublisher(store.wallet.userName)
    self.name = name
    store.observe { wallet in
      if name.value != wallet.userName { name.send(wallet.userName) }
    }
  }

  var userName: ReadOnlyCurrentValuePublisher<String> { name }

  func rename(to name: String) async throws {
    try store.update { $0.userName = name }
  }
}
