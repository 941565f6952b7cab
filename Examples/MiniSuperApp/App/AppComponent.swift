import Foundation
import RIBs

/// The app's root of dependencies: the repositories over the wallet, the clock, and what draws the
/// screens.
final class AppComponent: Component<any EmptyDependency>, AppRootDependency {
  let cardOnFileRepository: any CardOnFileRepository
  let superPayRepository: any SuperPayRepository
  let profileRepository: any ProfileRepository
  let now: @MainActor () -> Date
  let views: any AppViews

  /// Creates the repositories over `store`.
  ///
  /// - Parameters:
  ///   - store: The wallet.
  ///   - now: Today, to refuse expired cards.
  ///   - views: What draws the screens: the terminal, or SwiftUI.
  init(store: WalletStore, now: @escaping @MainActor () -> Date = Date.init, views: any AppViews) {
    cardOnFileRepository = CardOnFileRepositoryImp(store: store)
    superPayRepository = SuperPayRepositoryImp(store: store, now: now)
    profileRepository = ProfileRepositoryImp(store: store)
    self.now = now
    self.views = views
    super.init(dependency: EmptyComponent())
  }
}
