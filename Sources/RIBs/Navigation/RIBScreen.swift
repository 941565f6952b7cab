/// A RIB on screen in a navigation model: one entry of a ``RIBStack``, the RIB a presentation
/// shows, a tab's RIB.
///
/// Renderers identify what they show by it: SwiftUI binds `NavigationStack(path:)`,
/// `.sheet(item:)` and `TabView(selection:)` to screens, and a write from the view layer names the
/// screens it saw. Two screens are equal when they show the same router, whatever their routes. A
/// RIB that shows a child inside its own view (a dashboard on a home screen) makes one for it.
public struct RIBScreen: Hashable, Identifiable {
  /// The router whose view the screen shows.
  public let router: any Routing
  /// The router's identity.
  public let id: ObjectIdentifier
  /// The route the screen was shown for, if the router that showed it gave one.
  public let route: (any RIBRoute)?

  /// Creates the screen of `router`, to show its view inside the view of the RIB it is attached
  /// to.
  ///
  /// - Parameter router: A router whose RIB is attached.
  public init(_ router: any Routing) {
    self.init(router, route: nil)
  }

  /// Creates the screen of `router` shown for `route`.
  ///
  /// - Parameters:
  ///   - router: A router whose RIB is attached.
  ///   - route: The route it is shown for, if any.
  public init(_ router: any Routing, route: (any RIBRoute)?) {
    self.router = router
    id = ObjectIdentifier(router)
    self.route = route
  }

  /// The route the screen was shown for, if it is a `Route`.
  ///
  /// - Parameter type: The route type of the router that showed the screen.
  /// - Returns: The route, or `nil`.
  public func route<Route: RIBRoute>(as type: Route.Type) -> Route? { route as? Route }

  /// Whether two screens show the same router.
  ///
  /// - Parameters:
  ///   - lhs: A screen.
  ///   - rhs: Another screen.
  /// - Returns: `true` if both show the same router.
  public static func == (lhs: RIBScreen, rhs: RIBScreen) -> Bool { lhs.id == rhs.id }

  /// Hashes the router's identity.
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
