import RIBs

/// What a router's navigation is, kept beside the router for its life: the models it hosts, in the
/// order they were made, the routes it shows when asked, and the numbering of what its models show.
///
/// A model registers with its host when it is made; nothing else finds models. The registry also
/// hears which children the router detaches, and tells the models that show them.
@MainActor
final class NavigationRegistry: RouterCompanion {
  /// A model, held weakly: the router owns its models, and they hold their host weakly.
  private struct Held {
    weak var model: RIBNavigationModel?
  }

  /// The models this router hosts, in the order they were made.
  private var hosted: [Held] = []
  /// Models hosted elsewhere that attached a child to this router (a screen pushed on a shared
  /// stack by a RIB of the stack): they hear the router detach it too.
  private var watchers: [Held] = []
  /// The split among ``hostedModels``, if any: the middle column of three, which the split that
  /// shows this router as its detail draws.
  private(set) weak var hostedSplit: (any RIBSplitColumns)?
  /// Shows the routes this router shows when asked, if it was given that.
  var routes: (any RouteHandling)?
  /// The last identity given to something the hosted models show.
  private var lastIdentity: UInt64 = 0
  /// The identity a ``RIBNavigationState`` restores for a route: the next screen the hosted models
  /// show for that route takes it.
  private var restoredIdentity: (id: RIBScreen.ID, route: AnyHashable)?
  /// Whether a ``RIBNavigationState`` is showing a route here: the models do not animate.
  private(set) var isRestoring = false

  /// The registry of `host`, made the first time it is asked for.
  static func of(_ host: RouterBase) -> NavigationRegistry {
    if let registry = host.companion as? NavigationRegistry { return registry }
    let registry = NavigationRegistry()
    host.companion = registry
    return registry
  }

  /// The registry of `router`, if a model or a route handler made one.
  static func existing(of router: any Routing) -> NavigationRegistry? {
    router.routerCompanion as? NavigationRegistry
  }

  /// The models this router hosts that are still there, in the order they were made.
  var hostedModels: [RIBNavigationModel] { hosted.compactMap(\.model) }

  /// Registers a model this router hosts.
  func host(_ model: RIBNavigationModel) {
    hosted.removeAll { $0.model == nil }
    hosted.append(Held(model: model))
  }

  /// Registers the split this router hosts, which a three-column renderer draws.
  func host(_ split: any RIBSplitColumns) {
    hostedSplit = split
  }

  /// Lets `model`, hosted elsewhere, hear this router detach a child it attached here.
  func watch(_ model: RIBNavigationModel) {
    guard !watchers.contains(where: { $0.model === model }) else { return }
    watchers.removeAll { $0.model == nil }
    watchers.append(Held(model: model))
  }

  func routerDidDetach(_ child: any Routing) {
    for held in hosted + watchers {
      held.model?.routerDidDetach(child)
    }
  }

  // MARK: Identities

  /// The identity of something a hosted model starts showing for `route`: the one being restored
  /// for that route, once, or the next number.
  func makeIdentity(for route: (any RIBRoute)?) -> RIBScreen.ID {
    if let restored = restoredIdentity, let route, AnyHashable(route) == restored.route {
      restoredIdentity = nil
      return restored.id
    }
    lastIdentity += 1
    return RIBScreen.ID(rawValue: lastIdentity)
  }

  /// Shows `route` with ``routes``, as a ``RIBNavigationState`` restores it: without animation,
  /// the screen shown for it taking `id`, and the numbering going on past `id`.
  ///
  /// - Returns: Why the route was not shown; `nil` once it was.
  func restore(_ route: any RIBRoute, with routes: any RouteHandling, id: RIBScreen.ID?) -> String?
  {
    if let id {
      lastIdentity = max(lastIdentity, id.rawValue)
      restoredIdentity = (id, AnyHashable(route))
    }
    isRestoring = true
    defer {
      isRestoring = false
      restoredIdentity = nil
    }
    return routes.show(route)
  }
}
