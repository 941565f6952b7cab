#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws a `RIBStack` with UIKit: a `UINavigationController` whose view
  /// controllers are the stack's screens, above the host RIB's own view controller when that is
  /// the stack's root, and that reports the screens the user pops with the back button or a back
  /// swipe to the stack, which detaches their routers.
  ///
  /// A stack whose root is the host's view (`RIBStack.Root.hostView`) is drawn above the view
  /// controller given at creation:
  ///
  /// ```swift
  /// let navigation = RIBNavigationController(hostViewController: homeViewController)
  /// // In the router, once it hosts its stack: navigation.draw(stack)
  /// ```
  ///
  /// One whose first screen is its root (`RIBStack.Root.firstScreen`, a flow presented in a sheet)
  /// is made without one. The changes the router makes are drawn as it makes them, animated as it
  /// says. It is its own `delegate`; do not replace it.
  @preconcurrency
  @MainActor
  open class RIBNavigationController: UINavigationController, ViewControllable,
    UINavigationControllerDelegate
  {
    /// The stack drawn, once handed over.
    public private(set) var stack: RIBStack?
    /// The host RIB's view controller, at the bottom of a stack whose root is the host's view.
    private let hostViewController: UIViewController?
    /// The identities of the screens shown, bottom first, above `hostViewController`.
    private var drawn: [RIBScreen.ID] = []

    /// Creates a navigation controller that draws no stack yet.
    ///
    /// - Parameter hostViewController: The host RIB's own view controller, below the stack's
    ///   screens, for a stack whose root is the host's view; `nil` for one whose first screen is
    ///   its root.
    public init(hostViewController: UIViewController? = nil) {
      self.hostViewController = hostViewController
      super.init(nibName: nil, bundle: nil)
      delegate = self
      if let hostViewController { setViewControllers([hostViewController], animated: false) }
    }

    /// Not supported: a navigation controller of RIBs is made in code.
    public required init?(coder: NSCoder) { nil }

    /// Draws `stack` from now on, now and after every change, in place of the stack drawn before.
    ///
    /// A stack whose root is the host's view needs the host's view controller, given at
    /// creation; without it, the misuse is reported to `RIBsDiagnostics` as `invalidNavigation`
    /// and its screens are drawn alone.
    ///
    /// - Parameter stack: The stack to draw.
    public func draw(_ stack: RIBStack) {
      if (stack.root == .hostView) != (hostViewController != nil) {
        RIBsDiagnostics.report(
          .invalidNavigation,
          "RIBNavigationController draws a stack whose root is "
            + (stack.root == .hostView
              ? "the host's view without the host's view controller: make it with "
                + "init(hostViewController:)."
              : "its first screen above a host view controller: make it with init()."))
      }
      self.stack = stack
      drawn = []
      stack.addRenderer(self) { navigation, change in navigation.render(change) }
      render(.byRouter(animated: false))
    }

    /// Reports a shorter stack than the one drawn, after the user popped, to the stack.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      let below = hostViewController == nil ? 0 : 1
      // A cancelled back swipe shows the same stack again: only a shorter one is a pop.
      let kept = navigationController.viewControllers.count - below
      guard let stack, kept >= 0, kept < drawn.count else { return }
      let top = drawn.last
      let screen = kept > 0 ? drawn[kept - 1] : nil
      drawn.removeSubrange(kept...)
      stack.userDidPop(to: screen, from: top)
    }

    private func render(_ change: RIBNavigationChange) {
      guard let stack else { return }
      let screens = stack.screens
      drawn = screens.map(\.id)
      // The user popped the views already: the navigation controller shows the stack as it is.
      guard case .byRouter(let animated) = change else { return }
      let views =
        (hostViewController.map { [$0] } ?? []) + screens.map(\.viewControllable.uiviewController)
      guard !viewControllers.elementsEqual(views, by: ===) else { return }
      setViewControllers(views, animated: animated)
    }
  }
#endif
