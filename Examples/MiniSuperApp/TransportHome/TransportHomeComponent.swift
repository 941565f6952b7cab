import Foundation
import RIBs
import RIBsCombine

@MainActor
protocol TransportHomeDependency: Dependency, TransportHomeDependencyForwarding {
  /// What draws the screens.
  var views: any AppViews { get }
  var superPayRepository: any SuperPayRepository { get }
}

final class TransportHomeComponent: Component<any TransportHomeDependency>,
  TransportHomeInteractorDependency
{
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
}
