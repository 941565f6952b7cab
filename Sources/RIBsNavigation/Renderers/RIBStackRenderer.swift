import RIBs

/// What a ``RIBStackRenderer`` draws a stack in: views shown one above another, as a
/// `UINavigationController` shows view controllers, or the terminal's navigation controller.
///
/// UIKit's, AppKit's or a test's: the renderer decides, the container only does what it is told
/// and says what it shows.
@preconcurrency
@MainActor
public protocol RIBStackContainer: AnyObject {
  /// A view the container shows: a view controller.
  associatedtype View: AnyObject

  /// The views the container shows now, bottom first.
  var shownViews: [View] { get }

  /// Shows exactly `views`, bottom first, the last on top.
  ///
  /// - Parameters:
  ///   - views: The views to show.
  ///   - animated: Whether to animate the change.
  func show(_ views: [View], animated: Bool)
}

/// Draws a ``RIBStack`` in a container, and tells the stack what the user popped: every decision a
/// stack's renderer makes, the same for UIKit, the terminal and a renderer of an app's own.
///
/// The container's glue makes one, hands it the stack the router gave (``draw(_:)``), and calls
/// ``containerDidChange()`` when the user changed what the container shows (a back button, a back
/// swipe, `:back`):
///
/// ```swift
/// final class StackController: UINavigationController, RIBStackContainer,
///   UINavigationControllerDelegate
/// {
///   private lazy var renderer = RIBStackRenderer(container: self) { screen in
///     screen.viewControllable.uiviewController
///   }
///   var shownViews: [UIViewController] { viewControllers }
///   func show(_ views: [UIViewController], animated: Bool) {
///     setViewControllers(views, animated: animated)
///   }
///   func draw(_ stack: RIBStack.Rendering) { renderer.draw(stack) }
///   func navigationController(
///     _ navigationController: UINavigationController, didShow viewController: UIViewController,
///     animated: Bool
///   ) { renderer.containerDidChange() }
/// }
/// ```
///
/// What it decides:
/// - After every change of the stack, the container shows the host's view (for a stack whose root
///   is the host's view), then the view of each screen, unless it shows exactly those already:
///   animated as the router asked, never for what the user did.
/// - A container that shows the views it was given with the top ones gone is the user's pop: the
///   stack hears which screen is on top now, named by the screen the renderer drew on top. One that
///   shows views the renderer did not give (something pushed behind the router's back) is reported
///   to `RIBsDiagnostics` as `invalidNavigation`. Either way the container is then made to show the
///   stack as it is: a pop the stack refused (the router changed it meanwhile) is undone.
/// - ``draw(_:)`` replaces the stack drawn before, and its observation: a stack drawn twice is drawn
///   once per change.
@preconcurrency
@MainActor
public final class RIBStackRenderer<Container: RIBStackContainer> {
  /// The stack drawn, once handed over.
  public private(set) var stack: RIBStack.Rendering?
  private weak var container: Container?
  private let hostView: Container.View?
  private let view: @MainActor (RIBScreen) -> Container.View?
  /// The screens drawn, bottom first, with their views, above the host's view.
  private var drawn: [(id: RIBScreen.ID, view: Container.View)] = []
  private var observation: RIBsObservation?

  /// Creates a renderer that draws in `container`, which keeps it.
  ///
  /// - Parameters:
  ///   - container: What shows the views; held weakly.
  ///   - hostView: The host RIB's view, at the bottom, for a stack whose root is the host's view;
  ///     `nil` for one whose first screen is its root.
  ///   - view: A screen's view in the container; `nil` for a screen it cannot show, which is left
  ///     out (say why to `RIBsDiagnostics` there).
  public init(
    container: Container, hostView: Container.View? = nil,
    view: @escaping @MainActor (RIBScreen) -> Container.View?
  ) {
    self.container = container
    self.hostView = hostView
    self.view = view
  }

  /// Draws `stack` from now on, now and after every change, in place of the stack drawn before.
  ///
  /// A stack whose root is the host's view needs the host's view, given at creation; without it
  /// (or with one, for a stack whose first screen is its root) the misuse is reported to
  /// `RIBsDiagnostics` as `invalidNavigation`, and the screens are drawn as they are.
  ///
  /// - Parameter stack: The stack to draw.
  public func draw(_ stack: RIBStack.Rendering) {
    if (stack.root == .hostView) != (hostView != nil) {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "\(Container.self) draws a stack whose root is "
          + (stack.root == .hostView
            ? "the host's view without the host's view: give it the host's view when it is made."
            : "its first screen above a host's view: make it without one."))
    }
    observation?.cancel()
    self.stack = stack
    drawn = []
    observation = stack.addRenderer(self) { renderer, change in renderer.render(change) }
    render(.byRouter(animated: false))
  }

  /// The user changed what the container shows: a back button, a back swipe or `:back` popped
  /// views, or a back swipe was cancelled.
  ///
  /// Reports a pop to the stack, then makes the container show the stack as it is.
  public func containerDidChange() {
    guard let stack, let container else { return }
    let shown = container.shownViews
    let below = hostView == nil ? 0 : 1
    var kept = 0
    while kept < drawn.count, below + kept < shown.count, shown[below + kept] === drawn[kept].view {
      kept += 1
    }
    let startsWithHost = hostView.map { host in shown.first === host } ?? true
    if startsWithHost, shown.count == below + kept {
      if kept < drawn.count, let top = drawn.last?.id {
        let screen = kept > 0 ? drawn[kept - 1].id : nil
        drawn.removeSubrange(kept...)
        stack.userDidPop(to: screen, from: top)
      }
    } else {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "\(Container.self) shows views the stack did not give it (pushed behind the router's "
          + "back?); only a router changes what the stack shows, and a view asks it with "
          + "userDidRequest(_:). It shows the stack again.")
    }
    render(.byRouter(animated: true))
  }

  private func render(_ change: RIBNavigationChange) {
    guard let stack, let container else { return }
    drawn = stack.screens.compactMap { screen in view(screen).map { (screen.id, $0) } }
    let views = (hostView.map { [$0] } ?? []) + drawn.map(\.view)
    guard !container.shownViews.elementsEqual(views, by: ===) else { return }
    container.show(views, animated: change.isAnimated)
  }
}

extension RIBNavigationChange {
  /// Whether a renderer animates the change: a change by the router, when it asked; never what
  /// the user did, which is on screen already.
  var isAnimated: Bool {
    if case .byRouter(let animated) = self { return animated }
    return false
  }
}
