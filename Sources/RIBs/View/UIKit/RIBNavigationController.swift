#if canImport(UIKit)
  import UIKit

  /// A `UINavigationController` that a ``RouterNavigator`` drives: it shows the navigator's stack,
  /// and reports the screens the user pops with the back button or a back swipe, and its own
  /// dismissal by a swipe down when it is presented as a sheet.
  ///
  /// It is its own `delegate` and its presentation controller's delegate; do not replace them.
  ///
  /// ```swift
  /// let navigation = RIBNavigationController()
  /// navigation.userDismissalListener = interactor  // The sheet swiped down: end the flow.
  /// let navigator = RouterNavigator(host: self, navigation: navigation)
  /// navigator.push(enterAmountRouter)
  /// viewController.present(navigation, animated: true)
  /// ```
  @preconcurrency
  @MainActor
  open class RIBNavigationController: UINavigationController, NavigationControllable,
    UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
  {
    /// The navigator that drives this stack.
    public weak var navigationListener: (any NavigationListener)?

    /// Told when the user dismisses this navigation controller, presented as a sheet, by swiping
    /// it down.
    public weak var userDismissalListener: (any UserDismissalListener)? {
      didSet { presentationController?.delegate = self }
    }

    /// How many view controllers the navigator last set; fewer after a `didShow` means the user
    /// popped.
    private var stackCount = 0

    /// Shows exactly `views`, the last on top, as `setViewControllers(_:animated:)` does.
    ///
    /// - Parameters:
    ///   - views: The views of the stack, bottom first; each a view controller.
    ///   - animated: Whether to animate the change.
    public func setViewStack(_ views: [any ViewControllable], animated: Bool) {
      // Before the first screen is shown: the navigator always sets the stack first.
      delegate = self
      stackCount = views.count
      setViewControllers(views.map(\.uiviewController), animated: animated)
    }

    /// Reports a shorter stack than the navigator set, after the user popped, to the listener.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      // A cancelled back swipe shows the same stack again: only a shorter one is a pop.
      let count = navigationController.viewControllers.count
      guard count < stackCount else { return }
      stackCount = count
      navigationListener?.userDidPopViews(keepingCount: count)
    }

    /// Reports the sheet swiped down to the ``userDismissalListener``.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    {
      userDismissalListener?.userDidDismiss(self)
    }
  }
#endif
