import RIBs
import TerminalUI

/// The profile tab.
final class ProfileHomeViewController: TerminalViewController, ProfileHomePresentable,
  ProfileHomeViewControllable
{
  weak var listener: (any ProfileHomePresentableListener)?
  private var name = ""
  private var cards: [String] = []
  private var dialogRenderer: TerminalDialogRenderer<CardRemovalAnswer>?

  override var title: String { "Profile" }

  override func body(style: TerminalStyle) -> [String] {
    ["", "Name: \(name)", "", style.bold("Cards on file")]
      + (cards.isEmpty ? ["  No cards yet."] : cards.map { "  \($0)" })
  }

  override var actions: [TerminalAction] {
    [
      TerminalAction(key: "n", title: "Change name") { [weak self] in
        self?.listener?.didTapRename()
      }
    ]
      + (cards.isEmpty
        ? []
        : [
          TerminalAction(key: "d", title: "Remove a card") { [weak self] in
            self?.listener?.didTapRemoveCard()
          }
        ])
  }

  // MARK: - ProfileHomeViewControllable

  func draw(_ dialogs: RIBDialogPresentation<CardRemovalAnswer>) {
    dialogRenderer = TerminalDialogRenderer(dialogs: dialogs, presenter: self)
  }

  // MARK: - ProfileHomePresentable

  func update(name: String) {
    self.name = name
  }

  func update(cards: [String]) {
    self.cards = cards
  }

  func askForName(currentName: String) {
    present(
      TextInputViewController(
        title: "Change name", prompt: "New name (now \(currentName)): ",
        onSubmit: { [weak self] name in self?.listener?.didEnter(name: name) },
        onCancel: { [weak self] in self?.listener?.didCancelRename() }))
  }

  func endNameEntry() {
    dismissPresented()
  }
}
