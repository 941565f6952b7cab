#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws a `RIBStack` with UIKit: a `UINavigationController` whose view controllers are the
  /// stack's screens, above the host RIB's own view controller when that is the stack's root, and
  /// that reports the screens the user pops with the back button or a back swipe to the stack,
  /// which detaches their routers.
  ///
  /// A stack whose root is the host's view (`RIBStack.Root.hostView`) is drawn above the view
  /// controller given at creation:
  ///
  /// ```swift
  /// let navigation = RIBNavigationController(hostViewController: homeViewController)
  /// // In the router, once it hosts its stack: navigation.draw(stack.rendering)
  /// ```
  ///
  /// One whose first screen is its root (`RIBStack.Root.firstScreen`, a flow presented in a sheet)
  /// is made without one. What it shows and what a change of its view controllers means is
  /// decided by a `RIBStackRenderer`; this class is its glue to UIKit. It is its own `delegate`; do
  /// not replace it.
  @preconcurrency
  @MainActor
  open class RIBNavigationController: UINavigationController, ViewControllable,
    UINavigationControllerDelegate
  {
    /// The stack drawn, once handed over.
    public var stack: RIBStack.Rendering? { renderer.stack }
    private lazy var container = Container(self)
    private lazy var renderer = RIBStackRenderer(
      container: container, hostView: hostViewController
    ) { screen in screen.viewControllable.uiviewController }
    /// The host RIB's view controller, at the bottom of a stack whose root is the host's view.
    private let hostViewController: UIViewController?

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
    public func draw(_ stack: RIBStack.Rendering) {
      renderer.draw(stack)
    }

    /// Tells the renderer what the navigation controller shows after the user popped.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      renderer.containerDidChange()
    }

    /// The navigation controller as the renderer drives it.
    private final class Container: RIBStackContainer {
      unowned let navigation: RIBNavigationController

      init(_ navigation: RIBNavigationController) {
        self.navigation = navigation
      }

      var shownViews: [UIViewController] { navigation.viewControllers }

      func show(_ views: [UIViewController], animated: Bool) {
        navigation.setViewControllers(views, animated: animated)
      }
    }
  }
#endif
