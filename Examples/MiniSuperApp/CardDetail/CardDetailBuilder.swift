import RIBs

@MainActor
protocol CardDetailBuildable: Buildable {
  /// Builds the details of a card on file.
  ///
  /// - Parameter cardID: The identifier of the card to show.
  /// - Returns: The RIB's router.
  func build(cardID: String) -> any ViewableRouting
}

final class CardDetailBuilder: Builder<any CardDetailDependency>, CardDetailBuildable {
  func build(cardID: String) -> any ViewableRouting {
    let component = CardDetailComponent(dependency: dependency)
    let view = dependency.views.makeCardDetailView()
    let interactor = CardDetailInteractor(
      presenter: view.presenter, dependency: component, cardID: cardID)
    return CardDetailRouter(interactor: interactor, viewController: view.view)
  }
}
