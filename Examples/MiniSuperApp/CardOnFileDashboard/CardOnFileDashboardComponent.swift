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
