import Foundation
import TerminalUI

/// A numbered list of cards; typing a number selects one.
final class CardOnFileViewController: TerminalViewController, CardOnFilePresentable,
  CardOnFileViewControllable
{
  weak var listener: (any CardOnFilePresentableListener)?
  private var cards: [String] = []
  private var selectedIndex: Int?

  override var title: String { "Choose a card" }

  override func body(style: TerminalStyle) -> [String] {
    cards.enumerated().map { index, card in
      "  \(index + 1). \(card)" + (index == selectedIndex ? "  (selected)" : "")
    }
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "a", title: "Add card") { [weak self] in self?.listener?.didTapAddCard()
      },
      TerminalAction(key: "x", title: "Back") { [weak self] in self?.listener?.didTapClose() },
    ]
  }

  override func handle(input: String) {
    guard !runAction(for: input) else { return }
    let choice = input.trimmingCharacters(in: .whitespaces)
    guard let index = NumberedChoice.index(of: choice, count: cards.count) else {
      let hint = "Type a card's number (1-\(cards.count)), a to add a card, or x to go back."
      return show(message: choice.isEmpty ? hint : "There is no card '\(choice)'. \(hint)")
    }
    listener?.didSelectItem(at: index)
  }

  // MARK: - CardOnFilePresentable

  func update(cards: [String], selectedIndex: Int?) {
    self.cards = cards
    self.selectedIndex = selectedIndex
  }
}
