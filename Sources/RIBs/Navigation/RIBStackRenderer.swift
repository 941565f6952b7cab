/// Draws a ``RIBStack`` on a ``NavigationControllable`` (`RIBNavigationController` on UIKit, a
/// terminal navigation controller): it sets the view's stack after each change the router makes,
/// and reports the views the user pops to the stack, which detaches their routers.
///
/// The view that shows the stack keeps it, usually the view of the RIB that owns the stack, once
/// its router hands the stack over; the renderer does not keep the view. It makes itself the view's
/// ``NavigationControllable/navigationListener``. ``RouterNavigator`` draws its stack with one.
@preconcurrency
@MainActor
public final class RIBStackRenderer: NavigationListener {
  /// The stack drawn.
  public let stack: RIBStack
  /// The view that shows it, while the view exists: the view keeps the renderer.
  public private(set) weak var navigation: (any NavigationControllable)?
  /// The identities of the screens whose views the view shows, bottom first.
  private var drawn: [RIBScreen.ID] = []
  private var rendering: RIBsObservation?

  /// Draws `stack` on `navigation`, now and after every change, and makes this renderer the
  /// listener of `navigation`.
  ///
  /// - Parameters:
  ///   - stack: The stack to draw.
  ///   - navigation: The view that shows it.
  public init(stack: RIBStack, navigation: any NavigationControllable) {
    self.stack = stack
    self.navigation = navigation
    navigation.navigationListener = self
    rendering = stack.addRenderer { [weak self] change in self?.render(change) }
    if !stack.isEmpty { render(.byRouter(animated: false)) }
  }

  /// Reports the views the user popped to the stack: the screen whose view is now on top is the
  /// one the user went back to.
  ///
  /// - Parameter count: How many views remain in the view's stack.
  public func userDidPopViews(keepingCount count: Int) {
    guard count >= 0, count < drawn.count else { return }
    let kept = count > 0 ? drawn[count - 1] : nil
    drawn.removeSubrange(count...)
    stack.userDidPop(above: kept)
  }

  private func render(_ change: RIBNavigationChange) {
    let screens = stack.screens.compactMap { screen -> (RIBScreen.ID, any ViewControllable)? in
      guard let view = screen.viewControllable else {
        screen.reportHasNoView(to: "RIBStackRenderer")
        return nil
      }
      return (screen.id, view)
    }
    drawn = screens.map(\.0)
    // The user popped the views already: the view shows the stack as it is.
    guard case .byRouter(let animated) = change else { return }
    navigation?.setViewStack(screens.map(\.1), animated: animated)
  }
}
