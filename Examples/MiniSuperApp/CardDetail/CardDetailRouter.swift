import RIBs

@MainActor
protocol CardDetailViewControllable: ViewControllable {}

/// A card's details, shown in the profile tab's detail column: no children.
final class CardDetailRouter: ViewableRouter<Interactor, any CardDetailViewControllable> {}
