import RIBs

/// What every navigation model is: a ``RIBStack``, a ``RIBPresentation``, ``RIBTabs``, a
/// ``RIBSplit``, a ``RIBDialogPresentation``, or a model of an app's own.
///
/// A RIB's router hosts its models and changes them; renderers (SwiftUI, UIKit, the terminal, one
/// of an app's own) follow each change, draw the model as it is then, and report what the user did
/// through the model's `userDid…` methods. The contract is written here once, for every model:
///
/// - **Host.** The router that attaches the RIBs the model shows, given when the model is made;
///   the model registers with it then, so the router's `navigationModels`, a
///   ``RIBNavigationState`` and tools find it, and nothing lists it by hand. A model whose host is
///   gone changes nothing, and says so to `RIBsDiagnostics`.
/// - **Listener.** One ``UserNavigationListener``, told once about the RIBs the model detached
///   because the user took their views away: never about what the router changed.
/// - **Renderers.** ``addRenderer(_:render:)`` calls a renderer after every change, for as long as
///   the renderer exists.
/// - **Identities.** The model gives what it shows an identity from its host's numbering
///   (``makeScreen(showing:route:)``), saved with the state and taken back when restored.
/// - **Late writes.** A write from a view names the showing it was made for (``showing``, as the
///   renderer drew it); one made for a showing no longer current changes nothing
///   (``isCurrent(_:)``).
/// - **Animation.** Every change the router makes takes `animated`, `true` by default; a change
///   made while the app's navigation is restored is not animated; every renderer honours it.
/// - **Detaches.** A RIB the host detaches directly, not through the model, is taken off the model
///   and its renderers are told (``routerDidDetach(_:)``), as if the router had hidden it.
///
/// A model of an app's own subclasses this class; the models of this module show how.
@preconcurrency
@MainActor
open class RIBNavigationModel {
  /// The router that attaches what the model shows, which hosts the model.
  public private(set) weak var host: (any RIBNavigationHost)?
  /// Told about the RIBs the model detached because the user took their views away.
  public private(set) weak var listener: (any UserNavigationListener)?
  private let renderers = NavigationRenderers()

  /// Creates a model hosted by `host`, and registers it there.
  ///
  /// A router that owns a model makes it lazily, once `self` can be passed:
  /// `private(set) lazy var stack = RIBStack(host: self, listener: interactor)`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches what the model shows.
  ///   - listener: Told about the RIBs the model detached because the user took their views away;
  ///     `nil` for a model that shows no RIB, such as dialogs.
  public init(host: any RIBNavigationHost, listener: (any UserNavigationListener)?) {
    self.host = host
    self.listener = listener
    NavigationRegistry.of(host).host(self)
  }

  // MARK: What the model shows, as each model says it

  /// The identity of what the model shows now, which a user's write names.
  ///
  /// A stack's top screen, the presented screen, the selected tab's screen, the detail, the
  /// dialog; `nil` when it shows nothing. The default is `nil`.
  open var showing: RIBScreen.ID? { nil }

  /// The screens of the RIBs the model shows, in the order restoring shows them again.
  ///
  /// A stack's from the bottom, tabs with the selected one last. The default is none.
  open var shownScreens: [RIBScreen] { [] }

  /// Where the model shows each of its RIBs, by the identity of its router.
  ///
  /// The default is none.
  open var places: [ObjectIdentifier: RIBPlace] { [:] }

  /// The host detached `child` itself, or a router the model attached `child` to did.
  ///
  /// Take its screen off the model, detach what must go with it, and tell the renderers; the
  /// listener is not told. The model's own detaches are over before this is called, so it finds
  /// nothing of them. The default does nothing.
  ///
  /// - Parameter child: The router detached.
  open func routerDidDetach(_ child: any Routing) {}

  /// The user picked again the tab or the row that shows the host (a tab bar's tab, a split
  /// view's row).
  ///
  /// A stack pops to its root, as a tab bar does on iOS. The default does nothing.
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
  /// A change by the router made while the host's navigation is restored is not animated.
  ///
  /// - Parameter change: What changed the model.
  public final func render(_ change: RIBNavigationChange) {
    if case .byRouter(animated: true) = change, let host,
      NavigationRegistry.of(host).isRestoring
    {
      return renderers.send(.byRouter(animated: false))
    }
    renderers.send(change)
  }

  // MARK: Identities and late writes

  /// The screen of `router`, shown for `route`, with the next identity of the host's numbering, or
  /// the identity a ``RIBNavigationState`` is restoring for `route`.
  ///
  /// Make it before attaching `router`: a RIB that shows others as it loads numbers them after it.
  ///
  /// - Parameters:
  ///   - router: The router whose view the screen shows.
  ///   - route: The route it is shown for, if any.
  /// - Returns: The screen.
  public final func makeScreen(
    showing router: any ViewableRouting, route: (any RIBRoute)?
  ) -> RIBScreen {
    RIBScreen(router, route: route, id: makeIdentity(for: route))
  }

  /// The next identity of the host's numbering, or the one being restored for `route`: for what a
  /// model shows that is not a screen (a dialog), or a screen it keeps apart.
  ///
  /// - Parameter route: The route of what is shown, if any.
  /// - Returns: The identity.
  public final func makeIdentity(for route: (any RIBRoute)? = nil) -> RIBScreen.ID {
    guard let host else { return RIBScreen.ID(rawValue: 0) }
    return NavigationRegistry.of(host).makeIdentity(for: route)
  }

  /// Whether a write from a view, made for `showing`, is current.
  ///
  /// It is when the model shows what the view showed when the user acted. A late write (the
  /// router changed the model meanwhile) is not, and changes nothing.
  ///
  /// - Parameter showing: What the view showed (``showing`` then).
  /// - Returns: Whether the write applies.
  public final func isCurrent(_ showing: RIBScreen.ID?) -> Bool {
    showing == self.showing
  }

  // MARK: The tree

  /// Attaches `router` to `parent` (the host if `nil`) to show it, and says whether it is a child
  /// there now.
  ///
  /// A model without a host, or a router its parent refuses (attached elsewhere), shows nothing;
  /// each is reported, the first here, the second by the tree.
  ///
  /// - Parameters:
  ///   - router: The router to show.
  ///   - parent: The router to attach it to; ``host`` if `nil`.
  ///   - change: What the model was asked to do, for the report: "push TopupRouter".
  /// - Returns: Whether `router` is attached to `parent`.
  public final func attach(
    _ router: any Routing, to parent: (any RIBNavigationHost)? = nil,
    toDo change: @autoclosure () -> String
  ) -> Bool {
    guard let host else {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: self)) was asked to \(change()) after its host router was deallocated; "
          + "nothing changed.")
      return false
    }
    let parent = parent ?? host
    if parent !== host { NavigationRegistry.of(parent).watch(self) }
    parent.attachChild(router)
    return parent.children.contains { $0 === router }
  }

  /// Detaches `router` from `parent` (the host if `nil`) if it is still a child there: one its
  /// parent detached directly is not detached again.
  ///
  /// - Parameters:
  ///   - router: The router whose view went away.
  ///   - parent: The router it is attached to; ``host`` if `nil`.
  /// - Returns: Whether `router` was attached, and is detached now.
  @discardableResult
  public final func detach(_ router: any Routing, from parent: (any Routing)? = nil) -> Bool {
    guard let parent = parent ?? host, parent.children.contains(where: { $0 === router }) else {
      return false
    }
    parent.detachChild(router)
    return true
  }

  /// Tells the renderers that the user changed the model, then the listener about `screens`, the
  /// screens the user took away, whose routers are detached already.
  ///
  /// - Parameter screens: The screens the user dismissed, top first; the listener is told only if
  ///   there are some.
  public final func userDidTakeAway(_ screens: [RIBScreen]) {
    render(.byUser)
    guard !screens.isEmpty else { return }
    listener?.userDidDismiss(screens)
  }

  // MARK: Requests from views

  /// The user asked, through a view of the model (a link, a list row), to show `route`: the host
  /// decides, with the routes it handles (`handleRoutes(_:with:)`).
  ///
  /// A host that handles no routes, or not routes of this type, changes nothing; that is a mistake
  /// in the app, reported to `RIBsDiagnostics` as `invalidNavigation`.
  ///
  /// - Parameter route: What the view asked for.
  /// - Returns: `nil` once the host showed it; otherwise why not, in a sentence the view may show.
  @discardableResult
  public final func userDidRequest(_ route: some RIBRoute) -> String? {
    guard let host else {
      return refuse("The host router of \(type(of: self)) is gone; \(route) was not shown.")
    }
    guard let routes = NavigationRegistry.of(host).routes else {
      return refuse(
        "\(type(of: host)) handles no routes (handleRoutes(_:with:)); \(route) was not shown.")
    }
    guard routes.handles(route) else {
      return refuse(
        "\(type(of: host)) handles \(routes.routeType) routes, not \(type(of: route)); "
          + "\(route) was not shown.")
    }
    return routes.show(route)
  }

  private func refuse(_ reason: String) -> String {
    RIBsDiagnostics.report(.invalidNavigation, reason)
    return reason
  }
}
