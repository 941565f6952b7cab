/// A RIB on screen in a navigation model: one entry of a ``RIBStack``, the RIB a presentation
/// shows, a tab's RIB.
///
/// Renderers identify what they show by its ``id``: SwiftUI binds `NavigationStack(path:)`,
/// `.sheet(item:)` and `TabView(selection:)` to screens, and a write from the view layer names the
/// screens it saw. The model that shows a screen gives it its identity, keeps it while it shows
/// it, and keeps it across a rebuild of the same place: a tab's RIB built again when the tab is
/// selected again, a route a ``RIBNavigationState`` restores (the identity is saved with the
/// route). So SwiftUI keeps the state under a screen (a scroll position, a text field) when its
/// RIB is rebuilt there, and two showings of one route are still two screens.
///
/// A RIB that shows a child inside its own view (a dashboard on a home screen) makes one for it
/// with ``init(_:)``, whose identity is the router's.
public struct RIBScreen: Hashable, Identifiable {
  /// The router whose view the screen shows.
  public let router: any Routing
  /// The screen's identity, given by the model that shows it.
  public let id: ID
  /// The route the screen was shown for, if the router that showed it gave one.
  public let route: (any RIBRoute)?

  /// Creates the screen of `router`, to show its view inside the view of the RIB it is attached
  /// to; its identity is the router's.
  ///
  /// - Parameter router: A router whose RIB is attached.
  public init(_ router: any Routing) {
    self.init(router, route: nil, id: ID(router))
  }

  /// Creates the screen of `router` shown for `route`, with the identity its model gave it.
  ///
  /// A navigation model of the app's own gives a screen it starts showing the identity
  /// ``ID/forScreen(showing:)`` returns, before it attaches the screen's RIB, and keeps it while it
  /// shows the screen.
  ///
  /// - Parameters:
  ///   - router: A router whose RIB is attached.
  ///   - route: The route it is shown for, if any.
  ///   - id: The identity its model gave it.
  public init(_ router: any Routing, route: (any RIBRoute)?, id: ID) {
    self.router = router
    self.id = id
    self.route = route
  }

  /// The route the screen was shown for, if it is a `Route`.
  ///
  /// - Parameter type: The route type of the router that showed the screen.
  /// - Returns: The route, or `nil`.
  public func route<Route: RIBRoute>(as type: Route.Type) -> Route? { route as? Route }

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
  /// The view a UIKit or terminal renderer shows for the screen: its router's, if it has one.
  @MainActor package var viewControllable: (any ViewControllable)? {
    (router as? any ViewableRouting)?.viewControllable
  }

  /// Reports a screen a renderer cannot show, because its router has no view.
  ///
  /// - Parameter renderer: The renderer's type name, for the message.
  @MainActor package func reportHasNoView(to renderer: String) {
    RIBsDiagnostics.report(
      .invalidNavigation,
      "\(renderer) cannot show \(type(of: router)): it is not a ViewableRouting, so it has no "
        + "view to show; nothing is shown for it.")
  }
}
