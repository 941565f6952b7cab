import Foundation
import RIBs

/// Where an app's navigation is, as data: the routes each router that handles routes
/// (`handleRoutes(_:with:)`) shows in the models it hosts (a stack's screens, what is presented,
/// the tabs, a split's detail, a dialog), and those of the RIBs shown for them.
///
/// Save it when the app goes to the background, restore it into the new tree at the next launch:
///
/// ```swift
/// let saved = try RIBNavigationState(of: appRootRouter).data()
/// // … at the next launch, once the root is launched:
/// let problems = try RIBNavigationState(data: saved).restore(into: appRootRouter)
/// ```
///
/// Restoring asks each router to show each of its saved routes again, in order, without animation,
/// attaching as it goes, then does the same in the RIB shown for that route. The screen shown for
/// a route takes the identity (``RIBScreen/id``) it had when saved, unless its model's host has
/// given that identity already in this launch, so renderers see the same screens as before. A route
/// shown already (a first screen a RIB attaches when it becomes active, the tab selected at launch)
/// is kept, with its own identity, not shown twice.
///
/// What is saved is what is shown, with the router that showed it: a screen that a RIB of a shared
/// stack pushed, attached to itself, is saved with that RIB's routes, and restored by asking it.
/// What cannot be saved (a route its router does not handle, or no route, while the host's
/// navigation is saved) is reported to `RIBsDiagnostics` when it is shown, not left out silently
/// here.
///
/// The format is flat, as `RIBTreeSnapshot`'s:
/// `{"steps": [{"depth": 0, "route": "…", "screen": "5f0c…", "type": "TopupRoute"}, …]}`, in
/// pre-order, each route the JSON its type encodes to, the type's name, at its depth below the root,
/// with its screen's identity. Data saved without identities restores with new ones; without type
/// names, with the router's only handler. Saved data from another version of the app restores what
/// it can: a route its router's type cannot read (a case since removed), or one the router can no
/// longer show, is skipped with the navigation below it, and said in what ``restore(into:)``
/// returns.
public struct RIBNavigationState: Codable, Sendable, Hashable {
  /// A route shown by a router, as saved.
  public struct Step: Codable, Sendable, Hashable {
    /// How far below the root the router that showed the route is: 0 for the root's routes, 1
    /// for the routes of the RIBs shown for them, and so on.
    public var depth: Int
    /// The route, as the JSON its type encodes to.
    public var route: String
    /// The name of the route's type, which picks the router's handler; `nil` reads it with the
    /// router's only handler.
    public var type: String?
    /// The identity of the screen shown for the route, which the screen restored for it takes;
    /// `nil` gives it a new one.
    public var screen: RIBScreen.ID?

    /// Creates a saved route.
    ///
    /// - Parameters:
    ///   - depth: How far below the root the router that showed the route is.
    ///   - route: The route, as the JSON its type encodes to.
    ///   - type: The name of the route's type.
    ///   - screen: The identity of the screen shown for it, if it is to be kept.
    public init(depth: Int, route: String, type: String? = nil, screen: RIBScreen.ID? = nil) {
      self.depth = depth
      self.route = route
      self.type = type
      self.screen = screen
    }
  }

  /// The routes, in pre-order: each route, then those of the RIB shown for it.
  public private(set) var steps: [Step]

  private enum CodingKeys: String, CodingKey {
    case steps
  }

  /// Saves the navigation of the tree under `root`.
  ///
  /// - Parameter root: The router the saved routes start from, usually the launch router.
  /// - Throws: The error of a route that cannot be encoded.
  @MainActor
  public init(of root: any Routing) throws {
    var steps: [Step] = []
    try Self.appendSteps(of: root, to: &steps)
    self.steps = steps
  }

  /// Reads navigation saved with ``data()``.
  ///
  /// - Parameter data: The saved data.
  /// - Throws: `DecodingError` if the data is not a saved navigation state.
  public init(data: Data) throws {
    self = try JSONDecoder().decode(Self.self, from: data)
  }

  /// Decodes a saved navigation state.
  ///
  /// - Throws: `DecodingError.dataCorrupted` if the depths do not describe a tree in pre-order: the
  ///   first step is at depth 0, and each next one is at most one level below the one before it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    steps = try container.decode([Step].self, forKey: .steps)
    var deepest = -1
    for (index, step) in steps.enumerated() {
      guard (0...deepest + 1).contains(step.depth) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [CodingKeys.steps],
            debugDescription:
              "step \(index + 1) is at depth \(step.depth), where 0 to \(deepest + 1) can follow"))
      }
      deepest = step.depth
    }
  }

  /// The state as JSON, for `@SceneStorage`, a state restoration activity or a file.
  ///
  /// - Returns: The JSON.
  /// - Throws: An `EncodingError`, which a state made by this type does not raise.
  public func data() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(self)
  }

  /// Shows the saved routes again in the tree under `root`, in order, each by the router that
  /// showed it, attaching as it goes.
  ///
  /// - Parameter root: The router the saved routes start from, launched and active.
  /// - Returns: What could not be restored, one sentence per route skipped (with the routes saved
  ///   below it); empty when everything was.
  @MainActor
  @discardableResult
  public func restore(into root: any Routing) -> [String] {
    var problems: [String] = []
    // What is at each depth: the router whose routes are there, with how many of them were
    // restored; nothing below a route that was skipped or that shows no RIB.
    var levels: [Level] = [.router(root, restored: 0)]
    for (index, step) in steps.enumerated() {
      levels.removeSubrange((step.depth + 1)...)
      guard case .router(let router, let restored) = levels[step.depth] else {
        if case .noRIB = levels[step.depth] {
          problems.append(
            "Step \(index + 1), \(step.route): nothing is shown below a dialog; it is skipped.")
        }
        levels.append(.skipped)
        continue
      }
      do {
        let shown = try Self.restore(step, in: router, at: restored)
        levels[step.depth] = .router(router, restored: restored + 1)
        levels.append(shown.map { .router($0, restored: 0) } ?? .noRIB)
      } catch {
        problems.append("Step \(index + 1), \(step.route): \(error.reason)")
        levels.append(.skipped)
      }
    }
    return problems
  }

  // MARK: Private

  /// What is at a depth while restoring.
  private enum Level {
    /// A router, whose saved routes are restored here, with how many of them were.
    case router(any Routing, restored: Int)
    /// Nothing: the route above was skipped.
    case skipped
    /// Nothing: the route above shows a dialog, not a RIB.
    case noRIB
  }

  /// Why a saved route was skipped.
  private struct Skipped: Error {
    let reason: String
  }

  /// A route a router shows, as a saved navigation sees it.
  private struct ShownRoute {
    let id: RIBScreen.ID
    let route: any RIBRoute
    let handler: any RouteHandling
    /// The RIB shown for it; `nil` for a dialog.
    let router: (any Routing)?
  }

  /// The routes `router` shows that it handles, in the order restoring shows them.
  ///
  /// The screens of the models it hosts attached to it, those it attached to models hosted
  /// elsewhere, then the dialogs. Empty for a router that handles no routes.
  @MainActor
  private static func shownRoutes(by router: any Routing) -> [ShownRoute] {
    guard let registry = NavigationRegistry.existing(of: router), !registry.routes.isEmpty else {
      return []
    }
    var shown: [ShownRoute] = []
    for model in registry.hostedModels + registry.watchingModels {
      for screen in model.shownScreens where model.parent(of: screen) === router {
        guard let route = screen.route, let handler = registry.routes.handler(for: route) else {
          continue
        }
        shown.append(
          ShownRoute(id: screen.id, route: route, handler: handler, router: screen.router))
      }
    }
    for model in registry.hostedModels {
      for (id, route) in model.shownRoutes {
        guard let handler = registry.routes.handler(for: route) else { continue }
        shown.append(ShownRoute(id: id, route: route, handler: handler, router: nil))
      }
    }
    return shown
  }

  /// Appends the steps of the routes `root` shows and of those below, in pre-order, without
  /// recursion: a chain of any depth is saved.
  @MainActor
  private static func appendSteps(of root: any Routing, to steps: inout [Step]) throws {
    /// The routes of one router, and the next one to save.
    struct Frame {
      let routes: [ShownRoute]
      var next = 0
    }
    var frames = [Frame(routes: shownRoutes(by: root))]
    while !frames.isEmpty {
      let index = frames.count - 1
      guard frames[index].next < frames[index].routes.count else {
        frames.removeLast()
        continue
      }
      let shown = frames[index].routes[frames[index].next]
      frames[index].next += 1
      steps.append(
        Step(
          depth: index, route: try shown.handler.encode(shown.route),
          type: shown.handler.typeName, screen: shown.id))
      if let router = shown.router { frames.append(Frame(routes: shownRoutes(by: router))) }
    }
  }

  /// Shows `step`'s route in `router`, unless it is its `position`-th saved route already.
  ///
  /// - Returns: The router of the RIB shown for the route; `nil` for a dialog.
  /// - Throws: ``Skipped`` if the route cannot be read or shown.
  @MainActor
  private static func restore(_ step: Step, in router: any Routing, at position: Int)
    throws(Skipped) -> (any Routing)?
  {
    guard let registry = NavigationRegistry.existing(of: router), !registry.routes.isEmpty else {
      throw Skipped(
        reason: "\(type(of: router)) handles no routes (handleRoutes(_:with:)); nothing below it "
          + "is restored.")
    }
    guard let handler = registry.routes.handler(named: step.type) else {
      throw Skipped(
        reason: step.type.map {
          "\(type(of: router)) handles no \($0) routes (it handles \(registry.routes.typeNames)); "
            + "it and the routes below it are skipped."
        }
          ?? "it was saved without its type, and \(type(of: router)) handles several "
          + "(\(registry.routes.typeNames)); it and the routes below it are skipped.")
    }
    guard let route = handler.decode(step.route) else {
      throw Skipped(
        reason: "\(type(of: router)) cannot read it as a \(handler.routeType); it and the routes "
          + "below it are skipped.")
    }
    let target = AnyHashable(route)
    func isTarget(_ shown: ShownRoute) -> Bool { AnyHashable(shown.route) == target }
    let before = shownRoutes(by: router)
    if position < before.count, isTarget(before[position]) { return before[position].router }
    if let reason = registry.restore(route, with: handler, id: step.screen) {
      throw Skipped(reason: "\(type(of: router)) did not show it: \(reason)")
    }
    let after = shownRoutes(by: router)
    // What is shown in its place; else the last for the route (a tab, selected last).
    if position < after.count, isTarget(after[position]) { return after[position].router }
    guard let shown = after.last(where: isTarget) else {
      throw Skipped(
        reason: "\(type(of: router)) did not show it; the routes below it are skipped.")
    }
    return shown.router
  }
}
