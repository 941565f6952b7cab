import RIBs

// A card's details: a RIB with no logic of its own, whose view is chosen in its view file
// (`makeCardDetailView(card:)`).

@MainActor
protocol CardDetailViewControllable: ViewControllable {}

@MainActor
protocol CardDetailBuildable: Buildable {
  func build(card: String) -> any ViewableRouting
}

final class CardDetailBuilder: Builder<any EmptyDependency>, CardDetailBuildable {
  init() { super.init(dependency: EmptyComponent()) }

  func build(card: String) -> any ViewableRouting {
    CardDetailRouter(card: card, viewController: makeCardDetailView(card: card))
  }
}

final class CardDetailRouter: ViewableRouter<Interactor, any CardDetailViewControllable> {
  /// The card shown.
  let card: String

  init(card: String, viewController: any CardDetailViewControllable) {
    self.card = card
    super.init(interactor: Interactor(), viewController: viewController)
  }
}
