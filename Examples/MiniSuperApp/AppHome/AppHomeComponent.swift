import Foundation
import RIBs

@MainActor
protocol AppHomeDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

final class AppHomeComponent: Component<any AppHomeDependency> {}
