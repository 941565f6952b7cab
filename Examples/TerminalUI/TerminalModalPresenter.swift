import RIBs
import RIBsNavigation

/// Draws what a host presents in the terminal, its `RIBPresentation` and its
/// `RIBDialogPresentation`: the presented RIB's screen on top of the screens a view controller
/// shows, as a sheet the user closes with `:back` or Esc, and a dialog over it, its buttons
/// numbered.
///
/// The terminal counterpart of RIBsUIKit's `RIBModalPresenter`, on the same `RIBModalRenderer`:
/// the view that presents keeps it, usually the view controller of the RIB that owns the models,
/// and hands it each model the router gives. A full-screen cover and a popover are drawn as a
/// sheet: the terminal has one kind of modal. `:back` or Esc on a dialog picks its cancel button,
/// or closes a dialog that has none.
@MainActor
public final class TerminalModalPresenter: TerminalCloseListener {
  private weak var presenter: TerminalViewController?
  private lazy var container = Container(self)
  private lazy var renderer = RIBModalRenderer(
    container: container,
    screenView: { screen, _ in screen.terminalView(drawnBy: "TerminalModalPresenter") },
    dialogView: { shown, choose in DialogScreen(shown, choose: choose) })

  /// Presents on top of `presenter` what it is handed to draw.
  ///
  /// - Parameter presenter: The view controller the presented screens go on top of.
  public init(presenter: TerminalViewController) {
    self.presenter = presenter
  }

  /// Draws `presentation` from now on, now and after every change.
  ///
  /// - Parameter presentation: A presentation of the host.
  public func draw(_ presentation: RIBPresentation.Rendering) {
    renderer.draw(presentation)
  }

  /// Draws `dialogs` from now on, now and after every change.
  ///
  /// - Parameter dialogs: A dialog presentation of the host.
  public func draw(_ dialogs: RIBDialogRendering) {
    renderer.draw(dialogs)
  }

  /// Reports the screen the user closed with `:back` or Esc.
  ///
  /// - Parameter screen: The screen the user closed.
  public func userDidClose(_ screen: TerminalViewController) {
    renderer.containerDidDismiss(screen)
  }

  /// The presenting view controller as the renderer drives it.
  private final class Container: RIBModalContainer {
    unowned let owner: TerminalModalPresenter

    init(_ owner: TerminalModalPresenter) {
      self.owner = owner
    }

    func present(
      _ view: TerminalViewController, over presenter: TerminalViewController?, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      view.closeListener = owner
      (presenter ?? owner.presenter)?.presentOnTop(view)
      completion()
    }

    func dismiss(
      _ view: TerminalViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      view.dismiss()
      completion()
    }
  }

  /// A dialog's screen: its title, its message and its numbered buttons; typing a number picks
  /// that button, and the screen closes.
  final class DialogScreen: TerminalViewController {
    let dialog: RIBDialogRendering.Shown
    private let choose: @MainActor (Int) -> Void

    init(_ dialog: RIBDialogRendering.Shown, choose: @escaping @MainActor (Int) -> Void) {
      self.dialog = dialog
      self.choose = choose
    }

    override var title: String { dialog.title }

    override func body(style: TerminalStyle) -> [String] {
      let buttons = dialog.buttons.enumerated().map { index, button in
        let title = button.role == .destructive ? style.color(button.title, .red) : button.title
        return "  \(index + 1). \(title)"
      }
      return (dialog.message.map { [$0] } ?? []) + buttons
    }

    override func handle(input: String) {
      guard let index = NumberedChoice.index(of: input, count: dialog.buttons.count) else {
        return show(message: "Type 1-\(dialog.buttons.count) for one of the choices.")
      }
      // As a UIAlertController, the dialog goes away by itself when a button is picked.
      dismiss()
      choose(index)
    }
  }
}
