/// A view that shows a stack of views, the last on top, as a navigation controller does.
///
/// ``RouterNavigator`` drives it: it sets the whole stack after each push or pop it is asked for,
/// and it listens for the views the user pops on their own (the back button or a back swipe on
/// UIKit, `:back` in the terminal apps). On UIKit, `RIBNavigationController` conforms.
@preconcurrency
@MainActor
public protocol NavigationControllable: ViewControllable {
  /// Who to tell when the user pops views on their own. Implementations keep it weakly.
  ///
  /// A ``RouterNavigator`` makes itself the listener of the view it drives.
  var navigationListener: (any NavigationListener)? { get set }

  /// Shows exactly `views`, the last one on top.
  ///
  /// - Parameters:
  ///   - views: The views of the stack, bottom first.
  ///   - animated: Whether to animate the change, as a push or a pop.
  func setViewStack(_ views: [any ViewControllable], animated: Bool)
}

/// Hears about the views a user popped from a ``NavigationControllable`` on their own.
@preconcurrency
@MainActor
public protocol NavigationListener: AnyObject {
  /// The user popped views: the bottom `count` views of the stack remain, and the others are off
  /// screen already.
  ///
  /// - Parameter count: How many views remain in the stack.
  func userDidPopViews(keepingCount count: Int)
}
