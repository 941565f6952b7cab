import Foundation
import RIBs

/// What the app gives the root RIB.
@MainActor
protocol AppRootDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var profileRepository: any ProfileRepository { get }
  /// Today, to refuse expired cards.
  var now: @MainActor () -> Date { get }
}

final class AppRootComponent: Component<any AppRootDependency> {}
