import Foundation
import RIBs
import RIBsCombine

@MainActor
protocol TransportHomeDependency: Dependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

final class TransportHomeComponent: Component<any TransportHomeDependency>,
  TransportHomeInteractorDependency
{
  let transportHomeViewController: TransportHomeViewController

  init(dependency: any TransportHomeDependency, viewController: TransportHomeViewController) {
    transportHomeViewController = viewController
    super.init(dependency: dependency)
  }

  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
}

@MainActor
protocol TransportHomeBuildable: Buildable {
  func build(withListener listener: any TransportHomeListener) -> any TransportHomeRouting
}

final class TransportHomeBuilder: Builder<any TransportHomeDependency>, TransportHomeBuildable {
  func build(withListener listener: any TransportHomeListener) -> any TransportHomeRouting {
    let viewController = TransportHomeViewController()
    let component = TransportHomeComponent(dependency: dependency, viewController: viewController)
    let interactor = TransportHomeInteractor(presenter: viewController, dependency: component)
    interactor.listener = listener
    return TransportHomeRouter(
      interactor: interactor,
      viewController: viewController,
      topupBuilder: TopupBuilder(dependency: component))
  }
}
