import Foundation
import RIBs

/// How a router shows its routes when something other than its interactor asks, whatever their
/// type: what `handleRoutes(_:with:)` registers.
@MainActor
protocol RouteHandling {
  /// The type of the routes, for messages.
  var routeType: Any.Type { get }

  /// Whether `route` is one of these routes.
  func handles(_ route: any RIBRoute) -> Bool

  /// Shows `route`, one of these routes.
  ///
  /// - Returns: Why it was not shown; `nil` once it was.
  func show(_ route: any RIBRoute) -> String?

  /// `route` as saved: the JSON its type encodes to; `nil` if it is not one of these routes.
  func encode(_ route: any RIBRoute) throws -> String?

  /// The route saved as `json`; `nil` if it is not one of these routes.
  func decode(_ json: String) -> (any RIBRoute)?
}

/// The routes of one type a router shows, and how.
struct RouteHandler<Route: RIBRoute>: RouteHandling {
  let show: @MainActor (Route) -> String?

  var routeType: Any.Type { Route.self }

  func handles(_ route: any RIBRoute) -> Bool { route is Route }

  func show(_ route: any RIBRoute) -> String? {
    guard let route = route as? Route else {
      return "\(route) is not a \(Route.self), the routes this router shows."
    }
    return show(route)
  }

  func encode(_ route: any RIBRoute) throws -> String? {
    guard let route = route as? Route else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(route), as: UTF8.self)
  }

  func decode(_ json: String) -> (any RIBRoute)? {
    try? JSONDecoder().decode(Route.self, from: Data(json.utf8))
  }
}
