import RIBs

/// What every navigation model is: a ``RIBStack``, a ``RIBPresentation``, ``RIBTabs``, a
/// ``RIBSplit``, a ``RIBDialogPresentation``, or a model of an app's own.
///
/// A RIB's router hosts its models and changes them. Renderers (SwiftUI, UIKit, the terminal, one
/// of an app's own) never hold a model: the router hands each its ``RIBNavigationRendering`` (a
/// stack's ``RIBStack/rendering``), which reads what to show, follows the changes and reports what
/// the user did, and cannot attach, detach or number anything. The contract is written here once,
/// for every model:
///
/// - **Host.** The router that attaches the RIBs the model shows, given when the model is made;
///   the model registers with it then, so the router's `navigationModels`, a
///   ``RIBNavigationState`` and tools find it, and nothing lists it by hand. A model whose host is
///   gone changes nothing, numbers nothing, and says so to `RIBsDiagnostics`.
/// - **Listener.** One ``UserNavigationListener``, told once about the RIBs the model detached
///   because the user took their views away: never about what the router changed.
/// - **Renderers.** ``addRenderer(_:render:)`` calls a renderer after every change, for as long as
///   the renderer exists.
/// - **Identities.** The model gives what it shows an identity from its host's numbering
///   (`makeScreen(showing:route:attachingTo:toDo:)`), never given twice in the host's life,
///   saved with the state and taken back when restored.
/// - **User actions.** Every report from a renderer takes one path
///   (`applyUserAction(madeFor:renders:_:)`): it names the showing it was made for
///   (``showing``, as the renderer drew it), and one made for a showing no longer current changes
///   nothing; the renderers are told, then the listener, once.
/// - **Animation.** Every change the router makes takes `animated`, `true` by default; a change
///   made while a ``RIBNavigationState`` restores the app's navigation is not animated.
/// - **Detaches.** A RIB that its parent detaches directly, not through the model, is taken off
///   the model with what goes with it (`removeDetached(_:)`), and the renderers are told; the
///   listener is not.
/// - **Saving.** What the model shows is saved by a ``RIBNavigationState`` when it has a route its
///   router handles; the model says so to `RIBsDiagnostics` when it shows something it cannot
///   save, while its host's navigation is saved.
///
/// A model of an app's own subclasses this class and keeps the contract with these calls; the
/// models of this module show how. The calls that change the tree, number what is shown, tell the
/// renderers or apply a user's action are for models only: they are
/// `@_spi(NavigationModels)`, so the file that declares a model writes
/// `@_spi(NavigationModels) import RIBsNavigation`, and code handed a model without it (a view)
/// cannot call them.
@preconcurrency
@MainActor
open class RIBNavigationModel {
  /// The router that attaches what the model shows, which hosts the model.
  public private(set) weak var host: (any RIBNavigationHost)?
  /// Told about the RIBs the model detached because the user took their views away.
  public private(set) weak var listener: (any UserNavigationListener)?
  private let renderers = NavigationRenderers()
  /// The router each RIB the model shows is attached to, by the identity of the RIB's router: the
  /// host, or the router given to `makeScreen(showing:route:attachingTo:toDo:)`.
  private var parents: [ObjectIdentifier: Parent] = [:]

  /// Creates a model hosted by `host`, and registers it there.
  ///
  /// A router that owns a model makes it lazily, once `self` can be passed:
  /// `private(set) lazy var stack = RIBStack(host: self, listener: interactor)`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches what the model shows.
  ///   - listener: Told about the RIBs the model detached because the user took their views away;
  ///     `nil` for a model whose RIBs the user cannot take away.
  public init(host: any RIBNavigationHost, listener: (any UserNavigationListener)?) {
    self.host = host
    self.listener = listener
    NavigationRegistry.of(host).host(self)
  }

  // MARK: What the model shows, as each model says it

  /// The identity of what the model shows now, which a user's action names.
  ///
  /// A stack's top screen, the presented screen, the selected tab's screen, the detail, the
  /// dialog that can be answered; `nil` when it shows nothing. The default is `nil`.
  open var showing: RIBScreen.ID? { nil }

  /// The screens of the RIBs the model shows, in the order restoring shows them again.
  ///
  /// A stack's from the bottom, tabs with the selected one last. The default is none.
  open var shownScreens: [RIBScreen] { [] }

  /// What the model shows that is not a RIB (a dialog), with its identity and its route.
  ///
  /// Only what was shown for a route; saved and restored after the screens. The default is none.
  open var shownRoutes: [(id: RIBScreen.ID, route: any RIBRoute)] { [] }

  /// Where the model shows each of its RIBs, by the identity of its router.
  ///
  /// The default is none.
  open var places: [ObjectIdentifier: RIBPlace] { [:] }

  /// Takes `screen` off the model: its RIB's parent detached it directly, not through the model.
  ///
  /// Remove it, and what must go with it (a stack's screens above it), from the model's state;
  /// return what went with it, whose RIBs are still attached, top first: the model detaches them,
  /// then tells the renderers. The default removes nothing.
  ///
  /// - Parameter screen: The screen whose router was detached.
  /// - Returns: The screens taken off with it, top first.
  @_spi(NavigationModels)
  open func removeDetached(_ screen: RIBScreen) -> [RIBScreen] { [] }

  /// The user picked again the tab or the row that shows the host (a tab bar's tab, a split
  /// view's row).
  ///
  /// A stack pops to its root, as a tab bar does on iOS. The default does nothing.
  @_spi(NavigationModels)
  open func userDidReselectHost() {}

  // MARK: Renderers

  /// Calls `render` with `renderer` after every change of the model, for as long as `renderer`
  /// exists, or until the returned observation is cancelled.
  ///
  /// The model holds `renderer` weakly and hands it to `render`, so `render` need not capture it:
  ///
  /// ```swift
  /// stack.addRenderer(self) { renderer, change in renderer.draw(change) }
  /// ```
  ///
  /// The model keeps `render` until the observation is cancelled, or `renderer` is gone and the
  /// model changes again: a `render` that captures the model strongly keeps it alive; capture it
  /// weakly, or keep it in the renderer.
  ///
  /// - Parameters:
  ///   - renderer: The object that draws the model.
  ///   - render: Draws the model as it is now, given what changed it.
  /// - Returns: The observation; cancel it to stop earlier.
  @discardableResult
  public final func addRenderer<Renderer: AnyObject>(
    _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
  ) -> RIBsObservation {
    let id = renderers.add(renderer, render: render)
    return RIBsObservation { [weak renderers] in renderers?.remove(id) }
  }

  /// How many renderers follow the model.
  package final var rendererCount: Int { renderers.count }

  /// Tells the renderers about a change the model made.
  ///
  /// A change by the router made while a ``RIBNavigationState`` restores the navigation is not
  /// animated.
  ///
  /// - Parameter change: What changed the model.
  @_spi(NavigationModels)
  public final func render(_ change: RIBNavigationChange) {
    if case .byRouter(animated: true) = change, NavigationRegistry.isRestoring {
      return renderers.send(.byRouter(animated: false))
    }
    renderers.send(change)
  }

  // MARK: Identities and the tree

  /// The screen of `router`, shown for `route`, attached to `parent`: numbered by the host, or
  /// with the identity a ``RIBNavigationState`` is restoring for `route`.
  ///
  /// Make it before attaching `router` (`attach(_:toDo:)`): a RIB that shows others as it loads
  /// numbers them after it. When the host's navigation is saved (it handles routes), a route that
  /// `parent` does not handle, or no route, is reported to `RIBsDiagnostics` (`routeNotSaved`,
  /// `screenNotSaved`): the screen is shown, and not saved. With the host gone, nothing is made,
  /// and that is reported (`invalidNavigation`).
  ///
  /// - Parameters:
  ///   - router: The router whose view the screen shows.
  ///   - route: The route it is shown for, if any.
  ///   - parent: The router it is attached to; the host if `nil`.
  ///   - change: What the model was asked to do, for the reports: "push TopupRouter".
  /// - Returns: The screen; `nil` if the host is gone.
  @_spi(NavigationModels)
  public final func makeScreen(
    showing router: any ViewableRouting, route: (any RIBRoute)?,
    attachingTo parent: (any RIBNavigationHost)? = nil, toDo change: @autoclosure () -> String
  ) -> RIBScreen? {
    makeScreen(showing: router, route: route, attachingTo: parent, keeping: nil, toDo: change())
  }

  /// The screen of `router`, as `makeScreen(showing:route:attachingTo:toDo:)` makes it, with
  /// the identity `kept` if there is one: a place the model showed before (a tab built again).
  final func makeScreen(
    showing router: any ViewableRouting, route: (any RIBRoute)?,
    attachingTo parent: (any RIBNavigationHost)?, keeping kept: RIBScreen.ID?,
    toDo change: @autoclosure () -> String
  ) -> RIBScreen? {
    guard let host else {
      reportHostGone(toDo: change())
      return nil
    }
    let parent = parent ?? host
    reportIfUnsaved(route, of: "\(type(of: router))", shownBy: parent, host: host)
    parents[ObjectIdentifier(router)] = Parent(router: parent)
    let id = kept ?? identity(for: route, shownBy: parent, host: host)
    return RIBScreen(router, route: route, id: id)
  }

  /// The next identity of the host's numbering, or the one being restored for `route`, for what a
  /// model shows that is not a RIB (a dialog).
  ///
  /// The rules of `makeScreen(showing:route:attachingTo:toDo:)` about saving apply; with the
  /// host gone, there is no identity, and that is reported.
  ///
  /// - Parameters:
  ///   - route: The route of what is shown, if any.
  ///   - shown: What is shown, for the reports: `the dialog "Remove Visa?"`.
  /// - Returns: The identity; `nil` if the host is gone.
  @_spi(NavigationModels)
  public final func makeIdentity(
    for route: (any RIBRoute)?, showing shown: @autoclosure () -> String
  ) -> RIBScreen.ID? {
    guard let host else {
      reportHostGone(toDo: "show \(shown())")
      return nil
    }
    reportIfUnsaved(route, of: shown(), shownBy: host, host: host)
    return identity(for: route, shownBy: host, host: host)
  }

  /// Attaches the router of `screen` to the router given when the screen was made (the host by
  /// default), and says whether it is a child there now.
  ///
  /// A model without a host, or a router its parent refuses (attached elsewhere), shows nothing;
  /// each is reported, the first here, the second by the tree.
  ///
  /// - Parameters:
  ///   - screen: A screen made by `makeScreen(showing:route:attachingTo:toDo:)`.
  ///   - change: What the model was asked to do, for the report: "push TopupRouter".
  /// - Returns: Whether the screen's router is attached.
  @_spi(NavigationModels)
  public final func attach(_ screen: RIBScreen, toDo change: @autoclosure () -> String) -> Bool {
    let key = ObjectIdentifier(screen.router)
    guard let host, let parent = parents[key]?.router ?? self.host else {
      parents[key] = nil
      reportHostGone(toDo: change())
      return false
    }
    if parent !== host { NavigationRegistry.of(parent).watch(self) }
    parent.attachChild(screen.router)
    guard parent.children.contains(where: { $0 === screen.router }) else {
      parents[key] = nil
      return false
    }
    return true
  }

  /// Detaches the router of `screen` from its parent if it is still a child there: one its parent
  /// detached directly is not detached again.
  ///
  /// - Parameter screen: A screen the model showed.
  /// - Returns: Whether its router was attached, and is detached now.
  @_spi(NavigationModels)
  @discardableResult
  public final func detach(_ screen: RIBScreen) -> Bool {
    let parent = parents.removeValue(forKey: ObjectIdentifier(screen.router))?.router ?? host
    guard let parent, parent.children.contains(where: { $0 === screen.router }) else {
      return false
    }
    parent.detachChild(screen.router)
    return true
  }

  /// The router that attached the RIB of `screen`: the host, or the router given when the screen
  /// was made.
  final func parent(of screen: RIBScreen) -> (any RIBNavigationHost)? {
    parents[ObjectIdentifier(screen.router)]?.router ?? host
  }

  /// The router whose view `screen` shows, if the model shows it: for the router that hosts the
  /// model, which renderers never are.
  ///
  /// - Parameter screen: A screen of the model.
  /// - Returns: Its router, or `nil`.
  public final func router(showing screen: RIBScreen) -> (any ViewableRouting)? {
    shownScreens.first { $0 == screen }?.router
  }

  // MARK: What the user did

  /// Applies what the user did, reported by a renderer: the one path every user action of every
  /// model takes.
  ///
  /// The action was made for `showing`, what the renderer drew; made for anything else (the router
  /// changed the model meanwhile), it changes nothing and tells nobody. Otherwise `apply` makes
  /// the change, detaching the RIBs the user took away, top first (`detach(_:)`), and returns
  /// their screens; the renderers are told with `change`, then the listener, once, about those
  /// screens, if there are some.
  ///
  /// - Parameters:
  ///   - showing: What the renderer showed when the user acted.
  ///   - change: What the renderers are told: ``RIBNavigationChange/byUser`` when what the user did
  ///     is on screen already.
  ///   - apply: Makes the change; returns the screens the user took away, or `nil` if nothing
  ///     changed.
  /// - Returns: Whether the action changed the model.
  @discardableResult
  @_spi(NavigationModels)
  public final func applyUserAction(
    madeFor showing: RIBScreen.ID?, renders change: RIBNavigationChange = .byUser,
    _ apply: () -> [RIBScreen]?
  ) -> Bool {
    guard showing == self.showing, let takenAway = apply() else { return false }
    render(change)
    if !takenAway.isEmpty { listener?.userDidDismiss(takenAway) }
    return true
  }

  /// The user asked, through a view of the model (a link, a list row), to show `route`: the
  /// nearest router in the model's chain (what it shows, top first, then the host) that handles
  /// routes of its type (`handleRoutes(_:with:)`) shows it.
  ///
  /// A chain where no router handles them changes nothing: a mistake in the app, reported to
  /// `RIBsDiagnostics` as `invalidNavigation`.
  ///
  /// - Parameter route: What the view asked for.
  /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
  final func userDidRequest<Route: RIBRoute>(_ route: Route) -> String? {
    guard let host else {
      return refuse("The host router of \(type(of: self)) is gone; \(route) was not shown.")
    }
    var chain: [any Routing] = []
    for screen in shownScreens.reversed() {
      for router in [screen.router, parent(of: screen)].compactMap({ $0 })
      where !chain.contains(where: { $0 === router }) {
        chain.append(router)
      }
    }
    if !chain.contains(where: { $0 === host }) { chain.append(host) }
    for router in chain {
      if let handler = NavigationRegistry.existing(of: router)?.routes.handler(of: Route.self) {
        return handler.show(route)
      }
    }
    let names = chain.map { "\(type(of: $0))" }.joined(separator: ", ")
    return refuse(
      "No router of \(type(of: self))'s chain (\(names)) handles \(Route.self) routes "
        + "(handleRoutes(_:with:)); \(route) was not shown.")
  }

  // MARK: The host's calls

  /// The router of a RIB the model shows was detached directly, by its parent: the screen leaves
  /// the model with what goes with it (`removeDetached(_:)`), and the renderers are told.
  final func routerDidDetach(_ child: any Routing) {
    guard let screen = shownScreens.first(where: { $0.router === child }) else { return }
    parents[ObjectIdentifier(child)] = nil
    for other in removeDetached(screen) { detach(other) }
    render(.byRouter(animated: true))
  }

  /// What the model presented over went away; a dialog goes with it.
  func presenterDidGo(animated: Bool) {}

  // MARK: Private

  private struct Parent {
    weak var router: (any RIBNavigationHost)?
  }

  private func identity(
    for route: (any RIBRoute)?, shownBy parent: any RIBNavigationHost,
    host: any RIBNavigationHost
  ) -> RIBScreen.ID {
    let numbering = NavigationRegistry.of(host)
    if let restored = NavigationRegistry.of(parent).takeRestoredIdentity(for: route),
      numbering.claim(restored)
    {
      return restored
    }
    return numbering.nextIdentity()
  }

  /// Reports what cannot be saved, while the host's navigation is.
  private func reportIfUnsaved(
    _ route: (any RIBRoute)?, of shown: String, shownBy parent: any RIBNavigationHost,
    host: any RIBNavigationHost
  ) {
    let saved = NavigationRegistry.of(host).routes
    guard !saved.isEmpty else { return }
    let model = "\(type(of: self))"
    guard let route else {
      return RIBsDiagnostics.report(
        .screenNotSaved,
        "\(type(of: parent)) shows \(shown) on a \(model) without a route, while the navigation of "
          + "\(type(of: host)) is saved (it handles \(saved.typeNames) routes): a "
          + "RIBNavigationState leaves it out, with what it shows. Give it a route to save it.")
    }
    guard NavigationRegistry.of(parent).routes.handler(for: route) == nil else { return }
    RIBsDiagnostics.report(
      .routeNotSaved,
      "\(type(of: parent)) shows \(shown) on a \(model) for the route \(route), but handles no "
        + "\(type(of: route)) routes (handleRoutes(_:with:)): a RIBNavigationState cannot save it, "
        + "nor what it shows. It is shown.")
  }

  private func reportHostGone(toDo change: String) {
    RIBsDiagnostics.report(
      .invalidNavigation,
      "\(type(of: self)) was asked to \(change) after its host router was deallocated; nothing "
        + "changed.")
  }

  private func refuse(_ reason: String) -> String {
    RIBsDiagnostics.report(.invalidNavigation, reason)
    return reason
  }
}
