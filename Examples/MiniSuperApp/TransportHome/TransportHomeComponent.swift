import Foundation
import RIBs
import RIBsCombine

@MainActor
protocol TransportHomeDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

final class TransportHomeComponent: Component<any TransportHomeDependency>,
  TransportHomeInteractorDependency
{
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
}
