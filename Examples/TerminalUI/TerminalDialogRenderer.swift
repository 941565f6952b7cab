import RIBs
import RIBsNavigation

/// Draws a `RIBDialogPresentation` in the terminal.
///
/// The dialog is a screen on top of a view controller's, its buttons numbered; typing a number
/// picks that button, which the presentation reports to its listener. `:back` or Esc picks the
/// cancel button, or closes a dialog that has none.
///
/// The terminal counterpart of a `UIAlertController`. The view that presents keeps it, usually the
/// view controller of the RIB whose router owns the presentation.
@MainActor
public final class TerminalDialogRenderer<Action: Hashable & Sendable>: TerminalCloseListener {
  /// The presentation drawn.
  public let dialogs: RIBDialogPresentation<Action>
  private weak var presenter: TerminalViewController?
  private var slot = TerminalScreenSlot()

  /// Draws `dialogs` on top of `presenter`, now and after every change.
  ///
  /// - Parameters:
  ///   - dialogs: The presentation to draw.
  ///   - presenter: The view controller the dialog goes on top of.
  public init(dialogs: RIBDialogPresentation<Action>, presenter: TerminalViewController) {
    self.dialogs = dialogs
    self.presenter = presenter
    dialogs.addRenderer(self) { renderer, change in renderer.render(change) }
    render(.byRouter(animated: false))
  }

  /// Reports the dialog the user closed with `:back` or Esc: as its cancel button, if it has one.
  ///
  /// - Parameter screen: The screen the user closed.
  public func userDidClose(_ screen: TerminalViewController) {
    guard let id = slot.userDidClose(screen), let dialog = (screen as? DialogScreen)?.dialog.dialog
    else { return }
    if let cancel = dialog.cancelButton {
      dialogs.userDidChoose(cancel.action, in: id)
    } else {
      dialogs.userDidDismiss(id)
    }
  }

  private func render(_ change: RIBNavigationChange) {
    let next = dialogs.shown
    slot.show(next?.id, on: presenter, after: change, listener: self) {
      next.map { next in
        DialogScreen(next) { [weak self] button in self?.choose(button, in: next) }
      }
    }
  }

  /// The user typed a button's number: the dialog's screen closes, and the presentation hears it.
  private func choose(
    _ button: RIBDialog<Action>.Button, in dialog: RIBDialogPresentation<Action>.Shown
  ) {
    slot.close()
    dialogs.userDidChoose(button.action, in: dialog.id)
  }

  /// A dialog's screen: its title, its message and its numbered buttons.
  final class DialogScreen: TerminalViewController {
    let dialog: RIBDialogPresentation<Action>.Shown
    private let choose: @MainActor (RIBDialog<Action>.Button) -> Void

    init(
      _ dialog: RIBDialogPresentation<Action>.Shown,
      choose: @escaping @MainActor (RIBDialog<Action>.Button) -> Void
    ) {
      self.dialog = dialog
      self.choose = choose
    }

    override var title: String { dialog.dialog.title }

    override func body(style: TerminalStyle) -> [String] {
      let buttons = dialog.dialog.buttons.enumerated().map { index, button in
        let title = button.role == .destructive ? style.color(button.title, .red) : button.title
        return "  \(index + 1). \(title)"
      }
      return (dialog.dialog.message.map { [$0] } ?? []) + buttons
    }

    override func handle(input: String) {
      let buttons = dialog.dialog.buttons
      guard let index = NumberedChoice.index(of: input, count: buttons.count) else {
        return show(message: "Type 1-\(buttons.count) for one of the choices.")
      }
      choose(buttons[index])
    }
  }
}
