import Foundation
import RIBs

/// How a router shows its routes of one type when something other than its interactor asks: what
/// `handleRoutes(_:with:)` registers.
@MainActor
protocol RouteHandling {
  /// The type of the routes, for messages.
  var routeType: Any.Type { get }

  /// The type's name, as a ``RIBNavigationState`` saves it: the type as it describes itself.
  var typeName: String { get }

  /// Shows `route`, one of these routes.
  ///
  /// - Returns: Why it was not shown; `nil` once it was.
  func show(_ route: any RIBRoute) -> String?

  /// `route`, one of these routes, as saved: the JSON its type encodes to.
  func encode(_ route: any RIBRoute) throws -> String

  /// The route saved as `json`; `nil` if it is not one of these routes.
  func decode(_ json: String) -> (any RIBRoute)?
}

/// The routes of one type a router shows, and how.
struct RouteHandler<Route: RIBRoute>: RouteHandling {
  let show: @MainActor (Route) -> String?

  var routeType: Any.Type { Route.self }

  var typeName: String { String(describing: Route.self) }

  func show(_ route: any RIBRoute) -> String? {
    // Found by the route's type (``RouteHandlers``), so the cast holds.
    guard let route = route as? Route else {
      return "\(route) is not a \(Route.self), the routes this router shows."
    }
    return show(route)
  }

  func encode(_ route: any RIBRoute) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(route), as: UTF8.self)
  }

  func decode(_ json: String) -> (any RIBRoute)? {
    try? JSONDecoder().decode(Route.self, from: Data(json.utf8))
  }
}

/// The route handlers of one router, one per route type, in the order they were registered.
@MainActor
struct RouteHandlers {
  private var handlers: [any RouteHandling] = []

  /// Whether the router handles routes of any type: its navigation is saved.
  var isEmpty: Bool { handlers.isEmpty }

  /// The types handled, for messages: `TopupRoute, CardRoute`.
  var typeNames: String { handlers.map(\.typeName).joined(separator: ", ") }

  /// The handler of `type`'s routes.
  func handler(of type: Any.Type) -> (any RouteHandling)? {
    handlers.first { $0.routeType == type }
  }

  /// The handler of `route`'s type.
  func handler(for route: any RIBRoute) -> (any RouteHandling)? {
    handler(of: type(of: route))
  }

  /// The handler of the routes saved with the type name `name`; without a name, the only handler.
  func handler(named name: String?) -> (any RouteHandling)? {
    guard let name else { return handlers.count == 1 ? handlers.first : nil }
    return handlers.first { $0.typeName == name }
  }

  /// Adds `handler`, unless the router handles its type, or a type of the same name, already.
  ///
  /// - Returns: Why it was not added; `nil` once it was.
  mutating func add(_ handler: any RouteHandling) -> String? {
    if handlers.contains(where: { $0.routeType == handler.routeType }) {
      return "handles \(handler.routeType) routes already"
    }
    if handlers.contains(where: { $0.typeName == handler.typeName }) {
      return "handles routes of another type named \(handler.typeName) already, which a saved "
        + "navigation could not tell apart"
    }
    handlers.append(handler)
    return nil
  }
}
