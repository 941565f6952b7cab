import Foundation
import RIBs

/// A screen of a terminal app: a title, lines of text, a prompt, and what to do with a line of input.
///
/// The terminal counterpart of a `UIViewController`: it is dumb, shows what its interactor tells it
/// and forwards input to its listener. A view controller can present one other view controller on
/// top of it (a modal), and embed others whose lines are shown inside its own (subviews).
@MainActor
open class TerminalViewController: ViewControllable {
  /// The view controller this one is presented by or embedded in.
  public private(set) weak var parent: TerminalViewController?
  /// The view controller presented on top of this one.
  public private(set) var presentedViewController: TerminalViewController?
  /// The view controllers whose lines are shown inside this one's, in order.
  public private(set) var embeddedViewControllers: [TerminalViewController] = []
  /// Messages waiting to be printed by the window, oldest first.
  public private(set) var pendingMessages: [String] = []
  /// The window this view controller is the root of, if any.
  weak var window: TerminalWindow?
  /// The navigation controller whose stack this view controller is in, if any.
  public internal(set) weak var navigationController: TerminalNavigationController?

  /// Who to tell when the user closes this presented view controller on their own, with `:back` or
  /// Esc; `nil` when the user cannot (the screen is closed through its own actions only).
  ///
  /// The renderer that presents the screen for a navigation model sets it, and reports the close
  /// to its model, which detaches the RIB.
  public weak var closeListener: (any TerminalCloseListener)?

  /// Creates a view controller.
  public init() {}

  /// The screen's title.
  open var title: String { "" }

  /// The screen's lines, without the title and without the embedded view controllers' lines.
  ///
  /// - Parameter style: The style to decorate text with.
  /// - Returns: The lines.
  open func body(style: TerminalStyle) -> [String] { [] }

  /// What to ask the user; printed before reading a line.
  open var prompt: String { "> " }

  /// Whether what the user types at this screen's prompt is a secret, such as a CVC.
  ///
  /// A secret is not echoed by the terminal, and is shown masked in a transcript. The default is
  /// `false`.
  open var hidesInput: Bool { false }

  /// The choices this view offers, listed under its body, such as `[t] Top up`.
  ///
  /// While this view controller or one it is embedded in is on top, typing an action's key runs it.
  open var actions: [TerminalAction] { [] }

  /// Handles a line the user typed while this view controller was on top.
  ///
  /// The default implementation runs the action of this view controller or of one it embeds whose
  /// key the line is, and otherwise says which keys there are.
  ///
  /// - Parameter input: The line, without its line break.
  open func handle(input: String) {
    guard !runAction(for: input) else { return }
    let choice = input.trimmingCharacters(in: .whitespaces)
    let available = availableActions
    guard !available.isEmpty else {
      show(message: "There is nothing to do here. Type :help for the commands.")
      return
    }
    let keys = available.map(\.key).joined(separator: ", ")
    show(
      message: choice.isEmpty
        ? "Type one of: \(keys)." : "There is no '\(choice)' here. Type one of: \(keys).")
  }

  /// Runs the available action whose key `input` is, if there is one.
  ///
  /// For a screen that reads free text, such as an amount, besides its actions:
  ///
  /// ```swift
  /// override func handle(input: String) {
  ///   if !runAction(for: input) { listener?.didEnter(amount: input) }
  /// }
  /// ```
  ///
  /// - Parameter input: The line the user typed.
  /// - Returns: Whether an action ran.
  public final func runAction(for input: String) -> Bool {
    let choice = input.trimmingCharacters(in: .whitespaces).lowercased()
    guard let action = availableActions.first(where: { $0.key == choice }) else { return false }
    action.run()
    return true
  }

  /// The actions of this view controller, then those of each view controller it embeds.
  public final var availableActions: [TerminalAction] {
    actions + embeddedViewControllers.flatMap(\.availableActions)
  }

  /// All lines of this view controller: its body and actions, then each embedded view controller's
  /// lines.
  ///
  /// - Parameter style: The style to decorate text with.
  /// - Returns: The lines.
  public final func lines(style: TerminalStyle) -> [String] {
    body(style: style) + actions.map { "  [\(style.bold($0.key))] \($0.title)" }
      + embeddedViewControllers.flatMap { $0.lines(style: style) }
  }

  /// Queues a one-line message for the user, printed after the current input is handled.
  ///
  /// - Parameter message: The message.
  public final func show(message: String) {
    pendingMessages.append(message)
  }

  /// Asks the window to draw the screen again now if it is waiting for the user's input.
  ///
  /// For a change that does not follow the user's last line, such as a view state that changed in
  /// the background; the window draws after each line anyway. It draws only a screen that changed.
  public final func setNeedsDisplay() {
    var root = self
    while let parent = root.parent { root = parent }
    root.window?.redrawIfWaitingForInput()
  }

  /// Takes the queued messages of this view controller and of those it presents or embeds.
  func takeMessages() -> [String] {
    var messages = pendingMessages
    pendingMessages = []
    for child in embeddedViewControllers { messages += child.takeMessages() }
    if let presentedViewController { messages += presentedViewController.takeMessages() }
    return messages
  }

  // MARK: Presentation

  /// Presents `viewController` on top of this one, replacing any view controller presented before.
  ///
  /// - Parameter viewController: The view controller to present.
  public final func present(_ viewController: TerminalViewController) {
    presentedViewController?.parent = nil
    viewController.parent = self
    presentedViewController = viewController
  }

  /// Dismisses the view controller presented on top of this one, if any.
  public final func dismissPresented() {
    presentedViewController?.parent = nil
    presentedViewController = nil
  }

  /// Presents `viewController` on top of the last view controller presented from this one (or on
  /// this one), as a navigation controller pushes a screen.
  ///
  /// - Parameter viewController: The view controller to present.
  public final func presentOnTop(_ viewController: TerminalViewController) {
    var host = self
    while let presented = host.presentedViewController { host = presented }
    host.present(viewController)
  }

  /// Dismisses this view controller, and what it presents, if it is presented.
  public final func dismiss() {
    guard isPresented else { return }
    parent?.dismissPresented()
  }

  /// Whether another view controller presents this one.
  public final var isPresented: Bool {
    parent?.presentedViewController === self
  }

  /// Shows `viewController`'s lines inside this one's, after its own.
  ///
  /// - Parameter viewController: The view controller to embed.
  public final func embed(_ viewController: TerminalViewController) {
    guard !embeddedViewControllers.contains(where: { $0 === viewController }) else { return }
    viewController.parent = self
    embeddedViewControllers.append(viewController)
  }

  /// Stops showing an embedded view controller.
  ///
  /// - Parameter viewController: The view controller to remove.
  public final func removeEmbedded(_ viewController: TerminalViewController) {
    embeddedViewControllers.removeAll { $0 === viewController }
    if viewController.parent === self { viewController.parent = nil }
  }

  /// The view controller on top: the last one presented from this one or from a view controller it
  /// embeds, or this one.
  public final var topViewController: TerminalViewController {
    if let presentedViewController { return presentedViewController.topViewController }
    for embedded in embeddedViewControllers {
      let top = embedded.topViewController
      if top !== embedded { return top }
    }
    return self
  }

  /// Whether this view controller is on screen: the top view controller of a window, or embedded in
  /// it.
  public var isOnScreen: Bool {
    var shown = self
    while let parent = shown.parent,
      parent.embeddedViewControllers.contains(where: { $0 === shown })
    {
      shown = parent
    }
    var root = shown
    while let parent = root.parent { root = parent }
    guard let window = root.window else { return false }
    return window.rootViewController?.topViewController === shown
  }
}

extension ViewControllable {
  /// This view as the terminal view controller that every view of the terminal apps is.
  public var terminalViewController: TerminalViewController {
    guard let viewController = self as? TerminalViewController else {
      preconditionFailure("\(type(of: self)) is not a TerminalViewController.")
    }
    return viewController
  }
}
