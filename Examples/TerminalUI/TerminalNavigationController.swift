import RIBs

/// A stack of screens, the last on top, that the user goes back through with `:back` or Esc: the
/// terminal counterpart of a `UINavigationController`.
///
/// A `RIBStack` drawn with ``draw(_:)``, or a ``RIBs/RouterNavigator``, drives it. The screens of
/// the stack are presented by one another in order, on this view controller, so the top one is the
/// window's top screen while the navigation controller is shown. `:back` on any screen but the
/// first pops it and tells the ``navigationListener``; on the first, it dismisses the whole stack
/// if a ``TerminalViewController/userDismissalListener`` is set, as a sheet swiped down.
@MainActor
public final class TerminalNavigationController: TerminalViewController, NavigationControllable {
  /// The navigator that drives this stack.
  public weak var navigationListener: (any NavigationListener)?
  /// The screens of the stack, bottom first.
  public private(set) var viewStack: [TerminalViewController] = []

  private var stackRenderer: RIBStackRenderer?

  /// Creates an empty stack.
  public override init() {}

  /// Draws `stack` from now on, now and after every change; the screens the user pops are popped
  /// from it.
  ///
  /// - Parameter stack: The stack to draw, whose first screen is its root
  ///   (`RIBStack.Root.firstScreen`).
  public func draw(_ stack: RIBStack) {
    stackRenderer = RIBStackRenderer(stack: stack, navigation: self)
  }

  public override var title: String { viewStack.last?.title ?? "" }

  /// Shows exactly `views`, the last on top.
  ///
  /// Each screen is presented by the one below it, the first by this view controller. What the
  /// screens of the old stack presented is dismissed.
  ///
  /// - Parameters:
  ///   - views: The screens, bottom first; each a ``TerminalViewController``.
  ///   - animated: Ignored: the terminal does not animate.
  public func setViewStack(_ views: [any ViewControllable], animated: Bool) {
    for view in viewStack.reversed() {
      view.dismissPresented()
      if view.navigationController === self { view.navigationController = nil }
    }
    dismissPresented()
    viewStack = views.map(\.terminalViewController)
    var host: TerminalViewController = self
    for view in viewStack {
      view.navigationController = self
      host.present(view)
      host = view
    }
  }

  /// Pops the top screen as the user asked, and tells the ``navigationListener``.
  ///
  /// - Returns: Whether a screen was popped: `false` when the stack has one screen or none.
  @discardableResult
  public func popByUser() -> Bool {
    guard viewStack.count > 1 else { return false }
    setViewStack(Array(viewStack.dropLast()), animated: true)
    navigationListener?.userDidPopViews(keepingCount: viewStack.count)
    return true
  }
}
