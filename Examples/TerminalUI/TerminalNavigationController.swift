import RIBs
import RIBsNavigation

/// Draws a `RIBStack` in the terminal: a stack of screens, the last on top, that the user goes back
/// through with `:back` or Esc; the terminal counterpart of a `UINavigationController`.
///
/// The screens of the stack are presented by one another in order, on this view controller, so the
/// top one is the window's top screen while the navigation controller is shown. A stack whose root
/// is the host's view (`RIBStack.Root.hostView`) is drawn above the host's screen, given at
/// creation and shown inside this one; the user can pop every screen. One whose first screen is its
/// root is made without one: `:back` on the first screen dismisses the whole stack if a
/// ``TerminalViewController/closeListener`` is set, as a sheet swiped down. Each pop the user makes
/// is reported to the stack, which detaches the routers whose screens went away.
@MainActor
public final class TerminalNavigationController: TerminalViewController {
  /// The stack drawn, once handed over.
  public private(set) var stack: RIBStack?
  /// The host RIB's screen, below the stack's screens, for a stack whose root is the host's view.
  public let hostView: TerminalViewController?
  /// The screens of the stack, bottom first.
  public private(set) var viewStack: [TerminalViewController] = []
  /// The identities of the screens shown, bottom first.
  private var drawn: [RIBScreen.ID] = []

  /// Creates a navigation controller that draws no stack yet.
  ///
  /// - Parameter hostView: The host RIB's screen, shown below the stack's screens, for a stack
  ///   whose root is the host's view; `nil` for one whose first screen is its root.
  public init(hostView: TerminalViewController? = nil) {
    self.hostView = hostView
    super.init()
    if let hostView { embed(hostView) }
  }

  /// Draws `stack` from now on, now and after every change; the screens the user pops are popped
  /// from it.
  ///
  /// - Parameter stack: The stack to draw.
  public func draw(_ stack: RIBStack) {
    if (stack.root == .hostView) != (hostView != nil) {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "TerminalNavigationController draws a stack whose root is "
          + (stack.root == .hostView ? "the host's view without a host view" : "its first screen")
          + "; make it with init(hostView:) for the first, init() for the other.")
    }
    self.stack = stack
    stack.addRenderer(self) { navigation, change in navigation.render(change) }
    render(.byRouter(animated: false))
  }

  public override var title: String { viewStack.last?.title ?? hostView?.title ?? "" }

  /// Pops the top screen as the user asked, and tells the stack.
  ///
  /// - Returns: Whether a screen was popped: `false` when only the root is left.
  @discardableResult
  public func popByUser() -> Bool {
    guard viewStack.count > (hostView == nil ? 1 : 0), let top = drawn.last else { return false }
    setViewStack(Array(viewStack.dropLast()))
    drawn.removeLast()
    stack?.userDidPop(to: drawn.last, from: top)
    return true
  }

  private func render(_ change: RIBNavigationChange) {
    guard let stack else { return }
    let screens = stack.screens.compactMap { screen in
      screen.terminalView(drawnBy: "TerminalNavigationController").map { (screen.id, $0) }
    }
    drawn = screens.map(\.0)
    // The user popped the screens already: they are off screen.
    guard case .byRouter = change else { return }
    setViewStack(screens.map(\.1))
  }

  /// Shows exactly `views`, the last on top.
  ///
  /// Each is presented by the one below it, the first by this view controller. What the screens of
  /// the old stack presented is dismissed.
  private func setViewStack(_ views: [TerminalViewController]) {
    for view in viewStack.reversed() {
      view.dismissPresented()
      if view.navigationController === self { view.navigationController = nil }
    }
    dismissPresented()
    viewStack = views
    var host: TerminalViewController = self
    for view in viewStack {
      view.navigationController = self
      host.present(view)
      host = view
    }
  }
}
