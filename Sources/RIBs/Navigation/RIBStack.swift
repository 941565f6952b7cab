/// A stack of child RIBs on screen, bottom first: pushing a router attaches it and shows its view on
/// top; popping detaches it; a view the user pops detaches its router.
///
/// The navigation state of a RIB that shows a flow of screens, the same on every platform: the
/// RIB's router owns the stack and drives it, a renderer draws it and hands it what the user did
/// (`RouterNavigator` with a `UINavigationController` or the terminal, RIBsSwiftUI's
/// `RIBNavigationStack` with SwiftUI), and a test drives it on Linux.
///
/// ```swift
/// final class TopupRouter: Router<any TopupInteractable>, TopupRouting {
///   private(set) lazy var stack = RIBStack(host: self, listener: interactor)
///
///   func routeToCardOnFile() { stack.push(cardOnFileBuilder.build(withListener: interactor)) }
///   func routeBack() { stack.pop() }
/// }
/// ```
///
/// ## The contract
/// - ``push(_:route:attachingTo:animated:)`` attaches the router, then shows it on top. It takes a
///   ``ViewableRouting``, whose view every renderer can show, whatever draws it: a router without
///   a view is refused by the compiler, not found on screen. A router already
///   in the stack, or one its parent refuses (attached elsewhere), changes nothing; the first is
///   reported to ``RIBsDiagnostics`` as ``RIBsDiagnostic/Kind/invalidNavigation``, the second as
///   the tree reports it.
/// - ``pop(animated:)`` detaches the top router; on an empty stack it changes nothing and is
///   reported. ``pop(_:animated:)`` detaches a router and those above it, and changes nothing,
///   silently, when the router is not in the stack (the user popped it first).
///   ``pop(to:animated:)`` keeps a router on top; one not in the stack is reported.
/// - ``popToRoot(animated:)`` detaches every router above the root: all of them when the root is
///   the host's view (``Root/hostView``), all but the first when the first is the root
///   (``Root/firstScreen``). ``popAll(animated:)`` detaches all of them in either case.
/// - Routers leave the stack first, then are detached from their parents top first, each once: a
///   router its parent detached directly only leaves the stack; a hook that pops meanwhile
///   (`willResignActive()`) pops what is left.
/// - ``userDidPop(above:)``, the renderer's report of a back button, a back swipe or `:back`,
///   names the screen the user went back to: the routers above it are detached, top first, and
///   the listener is told once. The user cannot pop a ``Root/firstScreen`` root. A report that
///   names a screen no longer in the stack (one the router popped meanwhile) changes nothing and
///   tells nobody. ``userDidPop(to:from:)``, the report of a renderer that binds the whole stack
///   (SwiftUI's `NavigationStack(path:)`), names the screens kept and those it showed: a report
///   made before the router's last change is stale, and changes nothing.
@preconcurrency
@MainActor
public final class RIBStack: RIBNavigationModel {
  /// What is at the bottom of the stack, below what the user can pop.
  public enum Root: Sendable, Hashable {
    /// The host RIB's own view: the user can pop every screen of the stack.
    case hostView
    /// The first screen of the stack, as in a flow presented in a sheet, or a
    /// `UINavigationController`'s root: the user cannot pop it.
    case firstScreen
  }

  /// What is at the bottom of the stack.
  public let root: Root
  /// The router that attaches the pushed routers; it usually owns the stack.
  public package(set) weak var host: (any Routing)?
  /// Told about the routers detached because the user popped their views.
  public package(set) weak var listener: (any UserNavigationListener)?
  private var entries: [Entry] = []
  private var renderers = NavigationRenderers()

  /// Creates an empty stack.
  ///
  /// A router that owns its stack makes it lazily, once `self` can be passed:
  /// `private(set) lazy var stack = RIBStack(host: self, listener: interactor)`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the pushed routers.
  ///   - root: What is at the bottom of the stack; by default, the host's own view.
  ///   - listener: Told about the routers detached because the user popped their views.
  public convenience init(
    host: any Routing, root: Root = .hostView, listener: any UserNavigationListener
  ) {
    self.init(root: root)
    self.host = host
    self.listener = listener
  }

  /// Creates an empty stack whose host and listener are set later, for the models that keep the
  /// API in which they were assigned (`RouterNavigator`, RIBsSwiftUI's `RouterStack`).
  package init(root: Root) {
    self.root = root
  }

  /// The screens of the stack, bottom first.
  public var screens: [RIBScreen] { entries.map(\.screen) }

  /// The routers of the stack, bottom first; each is a child of ``host``, or of the router that
  /// pushed it with ``push(_:route:attachingTo:animated:)``.
  public var routers: [any Routing] { entries.map(\.router) }

  /// The router on top of the stack.
  public var topRouter: (any Routing)? { entries.last?.router }

  /// Whether the stack is empty.
  public var isEmpty: Bool { entries.isEmpty }

  /// The screens of the stack, bottom first: ``screens``.
  public var shownScreens: [RIBScreen] { screens }

  /// Each screen's position in the stack, and its route.
  public var places: [ObjectIdentifier: RIBPlace] {
    var places: [ObjectIdentifier: RIBPlace] = [:]
    for (index, entry) in entries.enumerated() {
      places[ObjectIdentifier(entry.router)] = RIBPlace(
        .stack(position: index + 1, count: entries.count), route: entry.screen.routeDescription)
    }
    return places
  }

  // MARK: The router's changes

  /// Attaches `router` and shows its view on top of the stack.
  ///
  /// A RIB pushed on the stack may push its own children on the same stack, as a flow shows its
  /// screens in one navigation stack: it passes itself as `parent`, and the child is attached to
  /// it in the RIB tree while its view goes on top of the shared stack. Popping it, or any screen
  /// below it, detaches it from that parent.
  ///
  /// - Parameters:
  ///   - router: A router that is not in the stack yet: a ``ViewableRouting``, whose view every
  ///     renderer can show.
  ///   - route: The route the screen is shown for, which its ``RIBScreen`` carries and a
  ///     ``RIBNavigationState`` saves; `nil` for a screen that is not saved.
  ///   - parent: The router to attach it to; ``host`` if `nil`.
  ///   - animated: Whether the renderer animates the push.
  public func push(
    _ router: any ViewableRouting, route: (any RIBRoute)? = nil,
    attachingTo parent: (any Routing)? = nil, animated: Bool = true
  ) {
    pushRouter(router, route: route, attachingTo: parent, animated: animated)
  }

  /// Pushes a router that may have no ``ViewControllable`` (RIBsSwiftUI's `SwiftUIRouting`), for
  /// the models that keep the API in which any router was pushed (RIBsSwiftUI's `RouterStack`).
  package func pushRouter(
    _ router: any Routing, route: (any RIBRoute)? = nil, attachingTo parent: (any Routing)?,
    animated: Bool
  ) {
    guard let parent = parent ?? host else {
      return NavigationHostMissing.report("RIBStack", "push \(type(of: router))")
    }
    guard !entries.contains(where: { $0.router === router }) else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: router)) was pushed while it is in the navigation stack already; the stack "
          + "did not change.")
    }
    // On the stack before it is attached, so that a RIB that pushes its first screen as it loads
    // pushes it above its own; and given its identity first, so that a screen it pushes for an
    // equal route does not take the identity being restored for it.
    let screen = RIBScreen(router, route: route, id: .forScreen(showing: route))
    entries.append(Entry(screen: screen, parent: parent))
    guard parent.attachChildToShow(router) else {
      entries.removeAll { $0.screen == screen }
      return
    }
    renderers.send(.byRouter(animated: animated))
  }

  /// Detaches the router on top of the stack.
  ///
  /// - Parameter animated: Whether the renderer animates the pop.
  public func pop(animated: Bool = true) {
    guard !entries.isEmpty else {
      return RIBsDiagnostics.report(
        .invalidNavigation, "pop() was called on an empty navigation stack; nothing changed.")
    }
    detachRouters(above: entries.count - 1, animated: animated)
  }

  /// Detaches `router` and the routers above it, top first; nothing if it is not in the stack (the
  /// user may have popped it first).
  ///
  /// - Parameters:
  ///   - router: The router to pop.
  ///   - animated: Whether the renderer animates the pop.
  public func pop(_ router: any Routing, animated: Bool = true) {
    guard let index = entries.firstIndex(where: { $0.router === router }) else { return }
    detachRouters(above: index, animated: animated)
  }

  /// Detaches the routers above `router`, top first, so that its view is on top.
  ///
  /// - Parameters:
  ///   - router: A router in the stack.
  ///   - animated: Whether the renderer animates the pop.
  public func pop(to router: any Routing, animated: Bool = true) {
    guard let index = entries.firstIndex(where: { $0.router === router }) else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "pop(to:) was given \(type(of: router)), which is not in the navigation stack; nothing "
          + "changed.")
    }
    detachRouters(above: index + 1, animated: animated)
  }

  /// Detaches every router above the root, top first: all of them when the root is the host's
  /// view, all but the first when the first is the root.
  ///
  /// - Parameter animated: Whether the renderer animates the pop.
  public func popToRoot(animated: Bool = true) {
    detachRouters(above: root == .firstScreen ? 1 : 0, animated: animated)
  }

  /// Detaches every router, top first: for a host that leaves, or a flow that starts again from
  /// another first screen.
  ///
  /// - Parameter animated: Whether the renderer animates the change.
  public func popAll(animated: Bool = false) {
    detachRouters(above: 0, animated: animated)
  }

  // MARK: The renderer's side

  /// The user went back to `screen` (the back button, a back swipe, `:back`): the routers above it
  /// are detached, top first, and the ``listener`` is told.
  ///
  /// A screen no longer in the stack (the router popped it meanwhile) changes nothing and tells
  /// nobody; so does a report that keeps every screen. The user cannot pop a ``Root/firstScreen``
  /// root: `nil` then keeps it.
  ///
  /// - Parameter screen: The identity of the screen now on top; `nil` for the root below the
  ///   screens.
  public func userDidPop(above screen: RIBScreen.ID?) {
    let kept: Int
    if let screen {
      guard let index = entries.firstIndex(where: { $0.screen.id == screen }) else { return }
      kept = index + 1
    } else {
      kept = rootCount
    }
    guard kept < entries.count else { return }
    let popped = removeAndDetach(above: kept)
    renderers.send(.byUser)
    listener?.userDidDismiss(popped)
  }

  /// The user went back to the root without this stack's renderer seeing it (the tab that shows
  /// the stack was selected again): the routers above the root are detached, top first, as
  /// ``popToRoot(animated:)`` detaches them, the renderers draw the change animated, and the
  /// ``listener`` is told, once.
  func userDidPopToRoot() {
    let kept = rootCount
    guard kept < entries.count else { return }
    let popped = removeAndDetach(above: kept)
    renderers.send(.byRouter(animated: true))
    listener?.userDidDismiss(popped)
  }

  /// The user went back to the start of `shown` (a `NavigationStack`'s path set shorter), as a
  /// renderer that binds the whole stack reports it: the routers above it are detached, top first,
  /// and the ``listener`` is told, as ``userDidPop(above:)`` does.
  ///
  /// `shown` is the stack the renderer showed when the user acted. If the stack changed since (the
  /// router pushed or popped meanwhile), the report is stale: it changes nothing and tells nobody.
  /// Screens that are not the start of `shown` (a view that pushed a screen of its own) change
  /// nothing and are reported to ``RIBsDiagnostics`` as
  /// ``RIBsDiagnostic/Kind/invalidNavigation``.
  ///
  /// - Parameters:
  ///   - screens: The identities of the screens the user kept, bottom first.
  ///   - shown: The identities of the screens the renderer showed, bottom first.
  public func userDidPop(to screens: [RIBScreen.ID], from shown: [RIBScreen.ID]) {
    guard entries.elementsEqual(shown, by: { $0.screen.id == $1 }) else { return }
    guard screens.count <= shown.count, screens.elementsEqual(shown.prefix(screens.count)) else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "The navigation path was set to \(screens.count) screens that are not the start of the "
          + "stack (a view pushed a screen of its own?); only a router changes what the stack "
          + "shows, through push(_:), and a view asks it with userDidRequest(_:) (RIBLink). "
          + "Nothing changed.")
    }
    userDidPop(above: screens.last)
  }

  /// Calls `render` after every change of the stack, until the observation is cancelled: how a
  /// renderer follows the stack.
  ///
  /// - Parameter render: Draws the stack as it is now, given what changed it.
  /// - Returns: The observation; cancel it when the view goes away.
  public func addRenderer(
    _ render: @escaping @MainActor (RIBNavigationChange) -> Void
  ) -> RIBsObservation {
    let id = renderers.add(render)
    return RIBsObservation { [weak self] in self?.renderers.remove(id) }
  }

  // MARK: Private

  /// How many screens the user cannot pop: the first, when it is the root.
  private var rootCount: Int { root == .firstScreen ? min(1, entries.count) : 0 }

  private func detachRouters(above count: Int, animated: Bool) {
    guard count < entries.count else { return }
    _ = removeAndDetach(above: count)
    renderers.send(.byRouter(animated: animated))
  }

  /// Removes the routers above the bottom `count` from the stack, then detaches each from its
  /// parent, top first.
  ///
  /// - Returns: The screens of the removed routers, top first.
  private func removeAndDetach(above count: Int) -> [RIBScreen] {
    let removed = Array(entries[count...].reversed())
    entries.removeSubrange(count...)
    for entry in removed { entry.parent?.detachChildIfAttached(entry.router) }
    return removed.map(\.screen)
  }

  /// A screen of the stack and the router it is attached to, which the stack does not keep: the
  /// host, or a router below it in the stack.
  private struct Entry {
    let screen: RIBScreen
    weak var parent: (any Routing)?

    var router: any Routing { screen.router }
  }
}
