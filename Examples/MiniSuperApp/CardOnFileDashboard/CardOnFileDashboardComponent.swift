import RIBs

@MainActor
protocol CardOnFileDashboardDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
}

final class CardOnFileDashboardComponent: Component<any CardOnFileDashboardDependency>,
  CardOnFileDashboardInteractorDependency
{
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
}
