import Foundation
import RIBs

/// What the app gives the root RIB: what draws the screens.
///
/// What the tabs need from the app (the repositories, the clock) comes through
/// `AppRootDependencyForwarding`, which the RIBsDependencies plugin writes from their own
/// `XDependency` protocols; AppComponent provides it.
@MainActor
protocol AppRootDependency: Dependency, AppRootDependencyForwarding {
  /// What draws the screens.
  var views: any AppViews { get }
}

final class AppRootComponent: Component<any AppRootDependency> {}
