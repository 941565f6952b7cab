import RIBs

@MainActor
protocol CardOnFileDashboardDependency: Dependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
}

final class CardOnFileDashboardComponent: Component<any CardOnFileDashboardDependency>,
  CardOnFileDashboardInteractorDependency
{
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
}

@MainActor
protocol CardOnFileDashboardBuildable: Buildable {
  func build(withListener listener: any CardOnFileDashboardListener)
    -> any CardOnFileDashboardRouting
}

final class CardOnFileDashboardBuilder: Builder<any CardOnFileDashboardDependency>,
  CardOnFileDashboardBuildable
{
  func build(withListener listener: any CardOnFileDashboardListener)
    -> any CardOnFileDashboardRouting
  {
    let component = CardOnFileDashboardComponent(dependency: dependency)
    let viewController = CardOnFileDashboardViewController()
    let interactor = CardOnFileDashboardInteractor(
      presenter: viewController, dependency: component)
    interactor.listener = listener
    return CardOnFileDashboardRouter(interactor: interactor, viewController: viewController)
  }
}
