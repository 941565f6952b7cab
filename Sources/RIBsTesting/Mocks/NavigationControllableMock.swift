import RIBs

/// A mock of `NavigationControllable`: it records the stacks it is asked to show, and lets a
/// test pop views as a user would.
///
/// Views that are ``ViewControllableMock``s are on screen while they are on top of the stack, so
/// that the leak detector's view expectations see what a navigation controller would show.
///
/// ```swift
/// let navigation = NavigationControllableMock()
/// let navigator = RouterNavigator(host: router, navigation: navigation)
/// navigator.push(cardList)
/// navigation.popByUser()  // The back button: the navigator detaches cardList.
/// ```
@preconcurrency
@MainActor
open class NavigationControllableMock: ViewControllableMock, NavigationControllable {
  /// The listener the navigator set.
  public weak var navigationListener: (any NavigationListener)?
  /// The views shown now, bottom first.
  public private(set) var viewStack: [any ViewControllable] = []
  /// How many times ``setViewStack(_:animated:)`` was called.
  public private(set) var setViewStackCallCount = 0

  /// Creates a navigation view with an empty stack.
  public override init() {}

  /// Records the stack.
  ///
  /// - Parameters:
  ///   - views: The views of the stack, bottom first.
  ///   - animated: Whether to animate the change; ignored.
  open func setViewStack(_ views: [any ViewControllable], animated: Bool) {
    setViewStackCallCount += 1
    replaceStack(with: views)
  }

  /// Pops the top `count` views as the user would with the back button, and tells the listener.
  ///
  /// - Parameter count: How many views to pop; at most the stack's size.
  public func popByUser(count: Int = 1) {
    replaceStack(with: Array(viewStack.dropLast(max(count, 0))))
    navigationListener?.userDidPopViews(keepingCount: viewStack.count)
  }

  private func replaceStack(with views: [any ViewControllable]) {
    for case let view as ViewControllableMock in viewStack { view.isOnScreen = false }
    viewStack = views
    (views.last as? ViewControllableMock)?.isOnScreen = true
  }
}
