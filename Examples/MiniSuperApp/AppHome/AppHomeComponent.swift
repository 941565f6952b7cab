import Foundation
import RIBs

@MainActor
protocol AppHomeDependency: Dependency, AppHomeDependencyForwarding {
  /// What draws the screens.
  var views: any AppViews { get }
}

final class AppHomeComponent: Component<any AppHomeDependency> {}
