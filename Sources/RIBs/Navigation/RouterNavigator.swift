/// Keeps a stack of child routers in sync with a stack of views: pushing a router attaches it and
/// shows its view on top; popping detaches it and removes its view; a view the user pops on their
/// own detaches its router.
///
/// The counterpart of Android RIBs' `RouterNavigator`, for a RIB that shows its children as a
/// navigation stack, such as a flow of screens. The parent router owns the navigator and drives it
/// instead of calling `attachChild(_:)` and presenting views itself:
///
/// ```swift
/// final class TopupRouter: Router<any TopupInteractable>, TopupRouting {
///   private let navigator: RouterNavigator
///
///   init(interactor: any TopupInteractable, navigation: any NavigationControllable, ...) {
///     navigator = RouterNavigator(navigation: navigation)
///     super.init(interactor: interactor)
///     navigator.host = self
///   }
///
///   func attachCardOnFile() {
///     navigator.push(cardOnFileBuilder.build(withListener: interactor))
///   }
///
///   func detachCardOnFile() {
///     navigator.pop()
///   }
/// }
/// ```
///
/// A navigator is a ``RIBStack`` (its ``stack``, whose first screen is the root) drawn on a
/// ``NavigationControllable`` by a ``RIBStackRenderer``: it keeps the API apps written for
/// `RouterNavigator` use, and the stack's contract is its contract. It makes itself the
/// ``NavigationControllable/navigationListener`` of its view, so that a back button, a back swipe
/// or the terminal's `:back` detaches the routers whose views went away; its ``listener`` and its
/// ``delegate`` hear about it. Misuse (pushing a router twice, popping an empty stack, a navigator
/// without a host) changes nothing and is reported to ``RIBsDiagnostics`` as
/// ``RIBsDiagnostic/Kind/invalidNavigation``.
@preconcurrency
@MainActor
public final class RouterNavigator: NavigationListener {
  /// The stack of routers the navigator draws; its first screen is the root of the view's stack.
  ///
  /// A router pushed on it directly needs a view, as ``push(_:animated:)`` requires: one without
  /// is reported to ``RIBsDiagnostics`` and not drawn.
  public let stack = RIBStack(root: .firstScreen)
  /// The view that shows the stack.
  public let navigation: any NavigationControllable
  /// Told about the routers detached because the user popped their views, in the terms of
  /// `RouterNavigator`'s first API; ``listener`` is told too.
  public weak var delegate: (any RouterNavigatorDelegate)?
  private let userPops = UserPopForwarder()
  private let renderer: RIBStackRenderer

  /// Creates a navigator with an empty stack, and makes it the listener of `navigation`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the pushed routers; set it later when the host is the
  ///     router that creates the navigator.
  ///   - navigation: The view that shows the stack.
  public init(host: (any Routing)? = nil, navigation: any NavigationControllable) {
    self.navigation = navigation
    renderer = RIBStackRenderer(stack: stack, navigation: navigation)
    stack.host = host
    stack.listener = userPops
    userPops.navigator = self
    // The navigator is the view's listener, as its API says, and hands the report on.
    navigation.navigationListener = self
  }

  /// The router that attaches the pushed routers; it usually owns the navigator.
  public var host: (any Routing)? {
    get { stack.host }
    set { stack.host = newValue }
  }

  /// Told about the routers detached because the user popped their views.
  public var listener: (any UserNavigationListener)? {
    get { userPops.listener }
    set { userPops.listener = newValue }
  }

  /// The routers of the stack, bottom first; each is a child of ``host``.
  public var routers: [any ViewableRouting] {
    stack.routers.compactMap { $0 as? any ViewableRouting }
  }

  /// The router on top of the stack.
  public var topRouter: (any ViewableRouting)? { stack.topRouter as? any ViewableRouting }

  /// Attaches `router` to the host and shows its view on top of the stack.
  ///
  /// - Parameters:
  ///   - router: A router that is not in the stack yet.
  ///   - animated: Whether to animate the push.
  public func push(_ router: any ViewableRouting, animated: Bool = true) {
    stack.push(router, animated: animated)
  }

  /// Detaches the router on top of the stack and removes its view.
  ///
  /// - Parameter animated: Whether to animate the pop.
  public func pop(animated: Bool = true) {
    stack.pop(animated: animated)
  }

  /// Detaches the routers above `router`, top first, and shows `router`'s view on top.
  ///
  /// - Parameters:
  ///   - router: A router in the stack.
  ///   - animated: Whether to animate the pop.
  public func pop(to router: any ViewableRouting, animated: Bool = true) {
    stack.pop(to: router, animated: animated)
  }

  /// Detaches every router but the bottom one, top first.
  ///
  /// - Parameter animated: Whether to animate the pop.
  public func popToRoot(animated: Bool = true) {
    stack.popToRoot(animated: animated)
  }

  /// Detaches every router, top first, and empties the view's stack: for a host that leaves, or a
  /// flow that starts again from another first screen.
  ///
  /// - Parameter animated: Whether to animate the change.
  public func popAll(animated: Bool = false) {
    stack.popAll(animated: animated)
  }

  // MARK: NavigationListener

  /// Detaches the routers whose views the user popped, top first, and tells the ``listener`` and
  /// the ``delegate``.
  ///
  /// - Parameter count: How many views remain in the stack.
  public func userDidPopViews(keepingCount count: Int) {
    renderer.userDidPopViews(keepingCount: count)
  }
}

/// Tells a navigator's listener and delegate what the user popped: the stack's one listener.
@MainActor
private final class UserPopForwarder: UserNavigationListener {
  weak var navigator: RouterNavigator?
  weak var listener: (any UserNavigationListener)?

  func userDidDismiss(_ screens: [RIBScreen]) {
    listener?.userDidDismiss(screens)
    guard let navigator else { return }
    navigator.delegate?.routerNavigator(
      navigator,
      didDetachRoutersPoppedByUser: screens.compactMap { $0.router as? any ViewableRouting })
  }
}

/// Hears about the routers a ``RouterNavigator`` detached because the user popped their views.
@preconcurrency
@MainActor
public protocol RouterNavigatorDelegate: AnyObject {
  /// The user popped the views of `routers`, and the navigator detached them.
  ///
  /// - Parameters:
  ///   - navigator: The navigator.
  ///   - routers: The detached routers, top first.
  func routerNavigator(
    _ navigator: RouterNavigator, didDetachRoutersPoppedByUser routers: [any ViewableRouting])
}
