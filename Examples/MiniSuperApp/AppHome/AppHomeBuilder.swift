import Foundation
import RIBs

@MainActor
protocol AppHomeDependency: Dependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

final class AppHomeComponent: Component<any AppHomeDependency> {}

@MainActor
protocol AppHomeBuildable: Buildable {
  func build(withListener listener: any AppHomeListener) -> any AppHomeRouting
}

final class AppHomeBuilder: Builder<any AppHomeDependency>, AppHomeBuildable {
  func build(withListener listener: any AppHomeListener) -> any AppHomeRouting {
    let component = AppHomeComponent(dependency: dependency)
    let viewController = AppHomeViewController()
    let interactor = AppHomeInteractor(presenter: viewController)
    interactor.listener = listener
    return AppHomeRouter(
      interactor: interactor,
      viewController: viewController,
      transportHomeBuilder: TransportHomeBuilder(dependency: component))
  }
}
