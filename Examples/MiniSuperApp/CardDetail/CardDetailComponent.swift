import RIBs

@MainActor
protocol CardDetailDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
}

final class CardDetailComponent: Component<any CardDetailDependency>,
  CardDetailInteractorDependency
{
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
}
