import RIBs
import RIBsNavigation
import TerminalUI

/// The profile tab.
final class ProfileHomeViewController: TerminalViewController, ProfileHomePresentable,
  ProfileHomeViewControllable
{
  weak var listener: (any ProfileHomePresentableListener)?
  private var name = ""
  private var cards: [ProfileCard] = []
  private lazy var modalPresenter = TerminalModalPresenter(presenter: self)
  private var splitRenderer: TerminalSplitRenderer<String>?

  override var title: String { "Profile" }

  override func body(style: TerminalStyle) -> [String] {
    ["", "Name: \(name)", "", style.bold("Cards on file")]
      + (cards.isEmpty ? ["  No cards yet."] : [])
  }

  /// Each card, which `c1`, `c2`… show beside the list (the tabs take the numbers); then the
  /// profile's own actions.
  override var actions: [TerminalAction] {
    cards.indices.map { index in
      TerminalAction(key: "c\(index + 1)", title: cards[index].name) { [weak self] in
        self?.listener?.didSelectCard(at: index)
      }
    }
      + [
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

  func draw(_ dialogs: RIBDialogRendering) {
    modalPresenter.draw(dialogs)
  }

  func draw(_ split: RIBSplit<String>.Rendering) {
    splitRenderer = TerminalSplitRenderer(split: split, sidebar: self)
  }

  // MARK: - ProfileHomePresentable

  func update(name: String) {
    self.name = name
  }

  func update(cards: [ProfileCard]) {
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
