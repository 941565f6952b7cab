import RIBs

// The card list: a RIB whose view is chosen in its view file (`makeCardsView()`); moving it from
// UIKit to SwiftUI rewrites that file only.

@MainActor
protocol CardsDependency: Dependency {
  var cards: [String] { get }
}

@MainActor
protocol CardsListener: AnyObject {
  func cardsDidSelectCard(_ card: String)
}

@MainActor
protocol CardsPresentableListener: AnyObject {
  func didSelectCard(at index: Int)
}

@MainActor
protocol CardsPresentable: Presentable {
  var listener: (any CardsPresentableListener)? { get set }
  func show(cards: [String])
}

@MainActor
protocol CardsViewControllable: ViewControllable {}

@MainActor
protocol CardsRouting: ViewableRouting {}

@MainActor
protocol CardsInteractable: Interactable {
  var router: (any CardsRouting)? { get set }
}

@MainActor
protocol CardsBuildable: Buildable {
  func build(withListener listener: any CardsListener) -> any CardsRouting
}

final class CardsBuilder: Builder<any CardsDependency>, CardsBuildable {
  func build(withListener listener: any CardsListener) -> any CardsRouting {
    let view = makeCardsView()
    let interactor = CardsInteractor(presenter: view.presenter, cards: dependency.cards)
    interactor.listener = listener
    return CardsRouter(interactor: interactor, viewController: view.viewController)
  }
}

final class CardsRouter: ViewableRouter<any CardsInteractable, any CardsViewControllable>,
  CardsRouting
{
  override init(interactor: any CardsInteractable, viewController: any CardsViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}

/// Shows the cards, and tells its listener the one the user chose.
final class CardsInteractor: PresentableInteractor<any CardsPresentable>, CardsInteractable,
  CardsPresentableListener
{
  weak var router: (any CardsRouting)?
  weak var listener: (any CardsListener)?
  private let cards: [String]

  init(presenter: any CardsPresentable, cards: [String]) {
    self.cards = cards
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(cards: cards)
  }

  func didSelectCard(at index: Int) {
    guard cards.indices.contains(index) else { return }
    listener?.cardsDidSelectCard(cards[index])
  }
}
