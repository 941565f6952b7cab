import RIBs
import RIBsNavigation

// The wallet: the root RIB, whose view is the navigation stack the card list and a card's
// details are pushed on. What draws it is chosen in its view file (`makeWalletView()`).

@MainActor
protocol WalletDependency: Dependency {
  /// The cards the wallet holds.
  var cards: [String] { get }
}

final class WalletComponent: Component<any WalletDependency>, CardsDependency {
  var cards: [String] { dependency.cards }
}

@MainActor
protocol WalletViewControllable: ViewControllable {
  /// Draws the wallet's screens, which the router owns, from now on.
  func draw(_ stack: RIBStack.Rendering)
}

@MainActor
protocol WalletRouting: ViewableRouting {
  func routeToCards()
  func routeToCard(_ card: String)
}

@MainActor
protocol WalletInteractable: Interactable, CardsListener, UserNavigationListener {
  var router: (any WalletRouting)? { get set }
}

/// Builds the wallet: the root of a wallet app, whatever draws its screens.
final class WalletBuilder: Builder<any WalletDependency> {
  func build() -> any LaunchRouting {
    let component = WalletComponent(dependency: dependency)
    let interactor = WalletInteractor()
    return WalletRouter(
      interactor: interactor, viewController: makeWalletView(),
      cardsBuilder: CardsBuilder(dependency: component), cardDetailBuilder: CardDetailBuilder())
  }
}

/// The places of the wallet's stack.
enum WalletRoute: Hashable, Codable {
  /// A card's details.
  case card(String)
}

/// Shows the card list at the bottom of the wallet's stack, and a card's details above it.
final class WalletRouter: LaunchRouter<any WalletInteractable, any WalletViewControllable>,
  WalletRouting
{
  /// The wallet's screens; the first, the card list, is the root the user cannot pop.
  private(set) lazy var stack = RIBStack(host: self, root: .firstScreen, listener: interactor)
  private let cardsBuilder: any CardsBuildable
  private let cardDetailBuilder: any CardDetailBuildable

  init(
    interactor: any WalletInteractable, viewController: any WalletViewControllable,
    cardsBuilder: any CardsBuildable, cardDetailBuilder: any CardDetailBuildable
  ) {
    self.cardsBuilder = cardsBuilder
    self.cardDetailBuilder = cardDetailBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
    viewController.draw(stack.rendering)
  }

  func routeToCards() {
    guard stack.isEmpty else { return }
    stack.push(cardsBuilder.build(withListener: interactor), animated: false)
  }

  func routeToCard(_ card: String) {
    if let cards = stack.routers.first { stack.pop(to: cards) }
    stack.push(cardDetailBuilder.build(card: card), route: WalletRoute.card(card))
  }
}

/// Opens the card list when the wallet starts, and a card's details when one is chosen.
final class WalletInteractor: Interactor, WalletInteractable {
  weak var router: (any WalletRouting)?
  /// The cards whose details the user closed, oldest first.
  private(set) var closedCards: [String] = []

  override func didBecomeActive() {
    super.didBecomeActive()
    router?.routeToCards()
  }

  func cardsDidSelectCard(_ card: String) {
    router?.routeToCard(card)
  }

  func userDidDismiss(_ screens: [RIBScreen]) {
    closedCards += screens.compactMap { screen in
      guard case .card(let card) = screen.route(as: WalletRoute.self) else { return nil }
      return card
    }
  }
}
