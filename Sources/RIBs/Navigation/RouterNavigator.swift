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
/// A navigator makes itself the ``NavigationControllable/navigationListener`` of its view, so that
/// a back button, a back swipe or the terminal's `:back` detaches the routers whose views went
/// away; its ``delegate`` hears about it. Misuse (pushing a router twice, popping an empty stack,
/// a navigator without a host) changes nothing and is reported to ``RIBsDiagnostics`` as
/// ``RIBsDiagnostic/Kind/invalidNavigation``.
@preconcurrency
@MainActor
public final class RouterNavigator: NavigationListener {
  /// The router that attaches the pushed routers as its children; it usually owns the navigator.
  public weak var host: (any Routing)?
  /// Told about the routers detached because the user popped their views.
  public weak var delegate: (any RouterNavigatorDelegate)?
  /// The view that shows the stack.
  public let navigation: any NavigationControllable
  /// The routers of the stack, bottom first; each is a child of ``host``.
  public private(set) var routers: [any ViewableRouting] = []

  /// Creates a navigator with an empty stack, and makes it the listener of `navigation`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the pushed routers; set it later when the host is the
  ///     router that creates the navigator.
  ///   - navigation: The view that shows the stack.
  public init(host: (any Routing)? = nil, navigation: any NavigationControllable) {
    self.host = host
    self.navigation = navigation
    navigation.navigationListener = self
  }

  /// The router on top of the stack.
  public var topRouter: (any ViewableRouting)? { routers.last }

  /// Attaches `router` to the host and shows its view on top of the stack.
  ///
  /// - Parameters:
  ///   - router: A router that is not in the stack yet.
  ///   - animated: Whether to animate the push.
  public func push(_ router: any ViewableRouting, animated: Bool = true) {
    guard let host = hostForChange("push \(type(of: router))") else { return }
    guard !routers.contains(where: { $0 === router }) else {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: router)) was pushed while it is in the navigation stack already; the stack "
          + "did not change.")
      return
    }
    guard host.attachChildToShow(router) else { return }
    routers.append(router)
    showStack(animated: animated)
  }

  /// Detaches the router on top of the stack and removes its view.
  ///
  /// - Parameter animated: Whether to animate the pop.
  public func pop(animated: Bool = true) {
    guard let top = routers.last else {
      RIBsDiagnostics.report(
        .invalidNavigation, "pop() was called on an empty navigation stack; nothing changed.")
      return
    }
    pop(above: routers.count - 1, animated: animated, diagnosing: "pop \(type(of: top))")
  }

  /// Detaches the routers above `router`, top first, and shows `router`'s view on top.
  ///
  /// - Parameters:
  ///   - router: A router in the stack.
  ///   - animated: Whether to animate the pop.
  public func pop(to router: any ViewableRouting, animated: Bool = true) {
    guard let index = routers.firstIndex(where: { $0 === router }) else {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "pop(to:) was given \(type(of: router)), which is not in the navigation stack; nothing "
          + "changed.")
      return
    }
    pop(above: index + 1, animated: animated, diagnosing: "pop to \(type(of: router))")
  }

  /// Detaches every router but the bottom one, top first.
  ///
  /// - Parameter animated: Whether to animate the pop.
  public func popToRoot(animated: Bool = true) {
    guard !routers.isEmpty else { return }
    pop(above: 1, animated: animated, diagnosing: "pop to the root")
  }

  /// Detaches every router, top first, and empties the view's stack: for a host that leaves, or a
  /// flow that starts again from another first screen.
  ///
  /// - Parameter animated: Whether to animate the change.
  public func popAll(animated: Bool = false) {
    guard !routers.isEmpty else { return }
    pop(above: 0, animated: animated, diagnosing: "pop every router")
  }

  // MARK: NavigationListener

  /// Detaches the routers whose views the user popped, top first, and tells the ``delegate``.
  ///
  /// - Parameter count: How many views remain in the stack.
  public func userDidPopViews(keepingCount count: Int) {
    let kept = max(count, 0)
    guard kept < routers.count else { return }
    let popped = detachRouters(above: kept)
    delegate?.routerNavigator(self, didDetachRoutersPoppedByUser: popped)
  }

  // MARK: Private

  private func pop(above count: Int, animated: Bool, diagnosing change: @autoclosure () -> String) {
    guard hostForChange(change()) != nil else { return }
    _ = detachRouters(above: count)
    showStack(animated: animated)
  }

  /// Removes the routers above the bottom `count` from the stack and detaches them, top first.
  ///
  /// - Returns: The removed routers, top first.
  private func detachRouters(above count: Int) -> [any ViewableRouting] {
    let removed = Array(routers[count...].reversed())
    routers.removeSubrange(count...)
    for router in removed { host?.detachChildIfAttached(router) }
    return removed
  }

  private func showStack(animated: Bool) {
    navigation.setViewStack(routers.map(\.viewControllable), animated: animated)
  }

  /// The host, or a report naming `change` when there is none; `change` is built only then.
  private func hostForChange(_ change: @autoclosure () -> String) -> (any Routing)? {
    if let host { return host }
    NavigationHostMissing.report("RouterNavigator", change())
    return nil
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
