import RIBs
import TerminalUI

/// CardsView.swift, in the terminal: the card list is a terminal screen, which is also its
/// presenter.
@MainActor
func makeCardsView() -> (viewController: any CardsViewControllable, presenter: any CardsPresentable)
{
  let viewController = CardsViewController()
  return (viewController, viewController)
}

/// The cards, numbered; typing a card's number opens it.
final class CardsViewController: TerminalViewController, CardsPresentable, CardsViewControllable {
  weak var listener: (any CardsPresentableListener)?
  private var cards: [String] = []

  override var title: String { "Cards" }

  override func body(style: TerminalStyle) -> [String] {
    cards.enumerated().map { index, card in "  \(index + 1). \(card)" }
  }

  override func handle(input: String) {
    guard let index = NumberedChoice.index(of: input, count: cards.count) else {
      return show(message: "Type a card's number, 1-\(cards.count).")
    }
    listener?.didSelectCard(at: index)
  }

  func show(cards: [String]) {
    self.cards = cards
  }
}
