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
/// ``TerminalViewController/closeListener`` is set, as a sheet swiped down. What it shows and what
/// a pop means is decided by a `RIBStackRenderer`, as for UIKit.
@MainActor
public final class TerminalNavigationController: TerminalViewController {
  /// The stack drawn, once handed over.
  public var stack: RIBStack.Rendering? { renderer.stack }
  /// The host RIB's screen, below the stack's screens, for a stack whose root is the host's view.
  public let hostView: TerminalViewController?
  /// The screens of the stack, bottom first.
  public private(set) var viewStack: [TerminalViewController] = []
  private lazy var container = Container(self)
  private lazy var renderer = RIBStackRenderer(container: container, hostView: hostView) { screen in
    screen.terminalView(drawnBy: "TerminalNavigationController")
  }

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
  public func draw(_ stack: RIBStack.Rendering) {
    renderer.draw(stack)
  }

  public override var title: String { viewStack.last?.title ?? hostView?.title ?? "" }

  /// Pops the top screen as the user asked, and tells the renderer.
  ///
  /// - Returns: Whether a screen was popped: `false` when only the root is left.
  @discardableResult
  public func popByUser() -> Bool {
    guard viewStack.count > (hostView == nil ? 1 : 0) else { return false }
    setViewStack(Array(viewStack.dropLast()))
    renderer.containerDidChange()
    return true
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

  /// The navigation controller as the renderer drives it: the host's screen, then the stack's.
  private final class Container: RIBStackContainer {
    unowned let navigation: TerminalNavigationController

    init(_ navigation: TerminalNavigationController) {
      self.navigation = navigation
    }

    var shownViews: [TerminalViewController] {
      (navigation.hostView.map { [$0] } ?? []) + navigation.viewStack
    }

    func show(_ views: [TerminalViewController], animated: Bool) {
      navigation.setViewStack(Array(views.dropFirst(navigation.hostView == nil ? 0 : 1)))
    }
  }
}
