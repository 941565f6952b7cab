import RIBs

/// A stack of child RIBs on screen, bottom first: pushing a router attaches it and shows its view on
/// top; popping detaches it; a view the user pops detaches its router.
///
/// The navigation state of a RIB that shows a flow of screens, the same on every platform: the
/// RIB's router hosts the stack and drives it, a renderer draws it and hands it what the user did
/// (RIBsUIKit's `RIBNavigationController`, RIBsSwiftUI's `RIBNavigationStack`, the terminal), and a
/// test drives it on Linux.
///
/// ```swift
/// final class TopupRouter: ViewableRouter<any TopupInteractable, any TopupViewControllable> {
///   private(set) lazy var stack = RIBStack(host: self, listener: interactor)
///
///   override func didLoad() {
///     super.didLoad()
///     viewController.draw(stack.rendering)  // what the view draws: it cannot push or pop
///   }
///
///   func routeToCardOnFile() { stack.push(cardOnFileBuilder.build(withListener: interactor)) }
///   func routeBack() { stack.pop() }
/// }
/// ```
///
/// ## The contract
/// - ``push(_:route:attachingTo:animated:)`` attaches the router, then shows it on top. A router
///   already in the stack, or one its parent refuses (attached elsewhere), changes nothing; the
///   first is reported to `RIBsDiagnostics` as `invalidNavigation`, the second as the tree reports
///   it.
/// - ``pop(animated:)`` detaches the top router; on an empty stack it changes nothing and is
///   reported. ``pop(_:animated:)`` detaches a router and those above it, and changes nothing,
///   silently, when the router is not in the stack (the user popped it first).
///   ``pop(to:animated:)`` keeps a router on top; one not in the stack is reported.
/// - ``popToRoot(animated:)`` detaches every router above the root: all of them when the root is
///   the host's view (``Root/hostView``), all but the first when the first is the root
///   (``Root/firstScreen``). ``popAll(animated:)`` detaches all of them in either case.
/// - Routers leave the stack first, then are detached from their parents top first, each once: a
///   hook that pops meanwhile (`willResignActive()`) pops what is left.
/// - A router its parent detached directly leaves the stack with the screens above it, which are
///   detached as a pop detaches them; the listener is not told.
/// - ``Rendering/userDidPop(to:from:)``, the renderer's report of a back button, a back swipe or
///   `:back`, names the screen the user went back to and the top screen the renderer showed: the
///   routers above are detached, top first, and the listener is told once. The user cannot pop a
///   ``Root/firstScreen`` root. A report made for a top screen the stack no longer shows (the
///   router pushed or popped meanwhile) changes nothing and tells nobody.
///   ``Rendering/userDidSetPath(_:from:)`` is the same report from a renderer that binds the whole
///   stack (SwiftUI's `NavigationStack(path:)`).
/// - The host's tab or row picked again pops the stack to its root, and tells the listener.
/// - A screen a RIB of the stack pushes with a route of its own is saved with that RIB's routes: the
///   RIB handles them (`handleRoutes(_:with:)`), and a saved navigation asks it to push the screen
///   again.
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
  private var entries: [RIBScreen] = []

  /// Creates an empty stack hosted by `host`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the pushed routers.
  ///   - root: What is at the bottom of the stack; by default, the host's own view.
  ///   - listener: Told about the routers detached because the user popped their views.
  public init(
    host: any RIBNavigationHost, root: Root = .hostView, listener: any UserNavigationListener
  ) {
    self.root = root
    super.init(host: host, listener: listener)
  }

  /// The stack as its renderers see it: what to draw and what the user did.
  public var rendering: Rendering { Rendering(self) }

  /// The screens of the stack, bottom first.
  public var screens: [RIBScreen] { entries }

  /// The routers of the stack, bottom first; each is a child of the host, or of the router that
  /// pushed it with ``push(_:route:attachingTo:animated:)``.
  public var routers: [any ViewableRouting] { entries.map(\.router) }

  /// The router on top of the stack.
  public var topRouter: (any ViewableRouting)? { entries.last?.router }

  /// Whether the stack is empty.
  public var isEmpty: Bool { entries.isEmpty }

  /// The top screen's identity.
  public override var showing: RIBScreen.ID? { entries.last?.id }

  /// The screens of the stack, bottom first.
  public override var shownScreens: [RIBScreen] { entries }

  /// Each screen's position in the stack, and its route.
  public override var places: [ObjectIdentifier: RIBPlace] {
    var places: [ObjectIdentifier: RIBPlace] = [:]
    for (index, screen) in entries.enumerated() {
      places[ObjectIdentifier(screen.router)] = RIBPlace(
        .stack(position: index + 1, count: entries.count), route: screen.routeDescription)
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
  ///   - router: A router that is not in the stack yet.
  ///   - route: The route the screen is shown for, which its ``RIBScreen`` carries and a
  ///     ``RIBNavigationState`` saves; `nil` for a screen that is not saved.
  ///   - parent: The router to attach it to; the host if `nil`.
  ///   - animated: Whether the renderer animates the push.
  public func push(
    _ router: any ViewableRouting, route: (any RIBRoute)? = nil,
    attachingTo parent: (any RIBNavigationHost)? = nil,
    animated: Bool = true
  ) {
    guard !entries.contains(where: { $0.router === router }) else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: router)) was pushed while it is in the navigation stack already; the stack "
          + "did not change.")
    }
    // On the stack before it is attached, so that a RIB that pushes its first screen as it loads
    // pushes it above its own, and numbered first, so that the screens it pushes come after it.
    guard
      let screen = makeScreen(
        showing: router, route: route, attachingTo: parent, toDo: "push \(type(of: router))")
    else { return }
    entries.append(screen)
    guard attach(screen, toDo: "push \(type(of: router))") else {
      entries.removeAll { $0 == screen }
      return
    }
    render(.byRouter(animated: animated))
  }

  /// Detaches the router on top of the stack.
  ///
  /// - Parameter animated: Whether the renderer animates the pop.
  public func pop(animated: Bool = true) {
    guard !entries.isEmpty else {
      return RIBsDiagnostics.report(
        .invalidNavigation, "pop() was called on an empty navigation stack; nothing changed.")
    }
    popRouters(above: entries.count - 1, animated: animated)
  }

  /// Detaches `router` and the routers above it, top first; nothing if it is not in the stack (the
  /// user may have popped it first).
  ///
  /// - Parameters:
  ///   - router: The router to pop.
  ///   - animated: Whether the renderer animates the pop.
  public func pop(_ router: any Routing, animated: Bool = true) {
    guard let index = entries.firstIndex(where: { $0.router === router }) else { return }
    popRouters(above: index, animated: animated)
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
    popRouters(above: index + 1, animated: animated)
  }

  /// Detaches every router above the root, top first: all of them when the root is the host's
  /// view, all but the first when the first is the root.
  ///
  /// - Parameter animated: Whether the renderer animates the pop.
  public func popToRoot(animated: Bool = true) {
    popRouters(above: rootCount, animated: animated)
  }

  /// Detaches every router, top first: for a host that leaves, or a flow that starts again from
  /// another first screen.
  ///
  /// - Parameter animated: Whether the renderer animates the change.
  public func popAll(animated: Bool = true) {
    popRouters(above: 0, animated: animated)
  }

  // MARK: What the user did

  /// Pops to the root: the host's tab or row was picked again, as a tab bar does on iOS.
  ///
  /// The renderers draw it as a change by the router, animated; the listener is told.
  @_spi(NavigationModels)
  public override func userDidReselectHost() {
    applyUserAction(madeFor: showing, renders: .byRouter(animated: true)) {
      let kept = rootCount
      return kept < entries.count ? removeAndDetach(above: kept) : nil
    }
  }

  /// The user went back to `screen` from `showing`: see ``Rendering/userDidPop(to:from:)``.
  func userDidPop(to screen: RIBScreen.ID?, from showing: RIBScreen.ID?) {
    applyUserAction(madeFor: showing) {
      let kept: Int
      if let screen {
        guard let index = entries.firstIndex(where: { $0.id == screen }) else { return nil }
        kept = index + 1
      } else {
        kept = rootCount
      }
      return kept < entries.count ? removeAndDetach(above: kept) : nil
    }
  }

  /// The user went back to the end of `path`: see ``Rendering/userDidSetPath(_:from:)``.
  func userDidSetPath(_ path: [RIBScreen.ID], from showing: RIBScreen.ID?) {
    guard isCurrentPath(path, from: showing) else { return }
    userDidPop(to: path.last, from: showing)
  }

  /// A router its parent detached directly leaves the stack with the screens above it.
  @_spi(NavigationModels)
  public override func removeDetached(_ screen: RIBScreen) -> [RIBScreen] {
    guard let index = entries.firstIndex(of: screen) else { return [] }
    let above = Array(entries[(index + 1)...].reversed())
    entries.removeSubrange(index...)
    return above
  }

  // MARK: Private

  /// How many screens the user cannot pop: the first, when it is the root.
  private var rootCount: Int { root == .firstScreen ? min(1, entries.count) : 0 }

  /// Whether `path` from a renderer that binds the whole stack can be applied: made for the top
  /// screen shown, and the start of the stack; a path that is not (a view that pushed a screen of
  /// its own) is reported.
  private func isCurrentPath(_ path: [RIBScreen.ID], from showing: RIBScreen.ID?) -> Bool {
    guard showing == self.showing else { return false }
    guard path.count <= entries.count, path.elementsEqual(entries.prefix(path.count).map(\.id))
    else {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "The navigation path was set to \(path.count) screens that are not the start of the "
          + "stack (a view pushed a screen of its own?); only a router changes what the stack "
          + "shows, through push(_:), and a view asks it with userDidRequest(_:) (RIBLink). "
          + "Nothing changed.")
      return false
    }
    return true
  }

  private func popRouters(above count: Int, animated: Bool) {
    guard count < entries.count else { return }
    _ = removeAndDetach(above: count)
    render(.byRouter(animated: animated))
  }

  /// Removes the routers above the bottom `count` from the stack, then detaches each from its
  /// parent, top first.
  ///
  /// - Returns: The screens of the removed routers, top first.
  private func removeAndDetach(above count: Int) -> [RIBScreen] {
    let removed = Array(entries[count...].reversed())
    entries.removeSubrange(count...)
    for screen in removed { detach(screen) }
    return removed
  }
}
