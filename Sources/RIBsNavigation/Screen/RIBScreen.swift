import RIBs

/// A RIB on screen in a navigation model: one entry of a ``RIBStack``, the RIB a
/// ``RIBPresentation`` presents, a tab's RIB, a split view's detail.
///
/// Renderers identify what they show by its ``id``: SwiftUI binds `NavigationStack(path:)`,
/// `.sheet(item:)` and `TabView(selection:)` to screens, and a write from the view layer names the
/// screen it was made for. The model that shows a screen gives it its identity
/// (`makeScreen(showing:route:attachingTo:toDo:)`), keeps it while it shows it, and keeps it
/// across a rebuild of the same place: a tab's RIB built again when the tab is selected again, a
/// route a ``RIBNavigationState`` restores. So SwiftUI keeps the state under a screen (a scroll
/// position, a text field) when its RIB is rebuilt there.
///
/// Its router has a view (`ViewableRouting`): every renderer can show it, whatever draws it. The
/// router itself is not part of what a renderer or a listener sees: a view cannot attach to it or
/// detach from it. The router that hosts the model reaches it through the model
/// (``RIBNavigationModel/router(showing:)``).
public struct RIBScreen: Hashable, Identifiable {
  /// The router whose view the screen shows.
  package let router: any ViewableRouting
  /// The screen's identity, given by the model that shows it.
  public let id: ID
  /// The route the screen was shown for, if the router that showed it gave one.
  public let route: (any RIBRoute)?

  /// Creates the screen of `router` shown for `route`, with the identity its model gave it.
  ///
  /// A model makes its screens with `makeScreen(showing:route:attachingTo:toDo:)`, which
  /// numbers them; this initializer is for a model that keeps identities of its own.
  ///
  /// - Parameters:
  ///   - router: A router whose RIB is attached.
  ///   - route: The route it is shown for, if any.
  ///   - id: The identity its model gave it.
  public init(_ router: any ViewableRouting, route: (any RIBRoute)?, id: ID) {
    self.router = router
    self.id = id
    self.route = route
  }

  /// The route the screen was shown for, if it is a `Route`.
  ///
  /// - Parameter type: The route type of the router that showed the screen.
  /// - Returns: The route, or `nil`.
  public func route<Route: RIBRoute>(as type: Route.Type) -> Route? { route as? Route }

  /// Whether the screen shows the view of a router of `type`, for a listener that tells its
  /// children apart by their routers: `screens.contains { $0.showsRouter(ofType: (any
  /// TopupRouting).self) }`.
  ///
  /// - Parameter type: A router's type, or a protocol its routers conform to.
  /// - Returns: Whether the screen's router is one.
  public func showsRouter<Router>(ofType type: Router.Type) -> Bool { router is Router }

  /// The screen's view, which a renderer shows.
  @MainActor public var viewControllable: any ViewControllable { router.viewControllable }

  /// Whether two screens have the same identity.
  ///
  /// - Parameters:
  ///   - lhs: A screen.
  ///   - rhs: Another screen.
  /// - Returns: `true` if both have the same ``id``.
  public static func == (lhs: RIBScreen, rhs: RIBScreen) -> Bool { lhs.id == rhs.id }

  /// Hashes the screen's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension RIBScreen {
  /// The screen's route as it describes itself, for a ``RIBPlace``.
  var routeDescription: String? { route.map { String(describing: $0) } }
}
