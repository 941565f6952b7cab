import RIBs
import TerminalUI

/// CardDetailView.swift, in the terminal: a card's details are a terminal screen.
@MainActor
func makeCardDetailView(card: String) -> any CardDetailViewControllable {
  CardDetailViewController(card: card)
}

/// A card, and how to go back.
final class CardDetailViewController: TerminalViewController, CardDetailViewControllable {
  private let card: String

  init(card: String) {
    self.card = card
  }

  override var title: String { card }

  override func body(style: TerminalStyle) -> [String] {
    ["Card: \(card)", ":back returns to the list."]
  }
}
