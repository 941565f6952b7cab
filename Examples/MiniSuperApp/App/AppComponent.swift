import Foundation
import RIBs

/// The app's root of dependencies: the repositories over the wallet, and the clock.
final class AppComponent: Component<any EmptyDependency>, AppRootDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let profileRepository: any ProfileRepository
  let now: @MainActor () -> Date

  /// Creates the repositories over `store`.
  ///
  /// - Parameters:
  ///   - store: The wallet.
  ///   - now: Today, to refuse expired cards.
  init(store: WalletStore, now: @escaping @MainActor () -> Date = Date.init) {
    cardOnFileRepository = CardOnFileRepositoryImp(store: store)
    superPayRepository = SuperPayRepositoryImp(store: store, now: now)
    profileRepository = ProfileRepositoryImp(store: store)
    self.now = now
    super.init(dependency: EmptyComponent())
  }
}
