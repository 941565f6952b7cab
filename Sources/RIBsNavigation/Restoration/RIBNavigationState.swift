import Foundation
import RIBs

/// Where an app's navigation is, as data: the routes each router that handles routes
/// (`handleRoutes(_:with:)`) shows in the models it hosts (a stack's screens, what
/// is presented, the tabs), and those of the RIBs shown for them.
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
/// attaching as it goes, then does the same in the RIB shown for that route. The screen a router's
/// models show for the route takes the identity (``RIBScreen/id``) it had when saved, so renderers
/// see the same screens as before. A route shown already (a first screen a RIB attaches when it
/// becomes active, the tab selected at launch) is kept, with its own identity, not shown twice.
///
/// The format is flat, as `RIBTreeSnapshot`'s:
/// `{"steps": [{"depth": 0, "route": "…", "screen": "5f0c…"}, …]}`, in pre-order, each route the
/// JSON its type encodes to, at its depth below the root, with its screen's identity.
/// Data saved without identities restores with new ones. Saved data
/// from another version of the app restores what it can: a route its router's type cannot read
/// (a case since removed), or one the router can no longer show, is skipped with the navigation
/// below it, and said in what ``restore(into:)`` returns.
public struct RIBNavigationState: Codable, Sendable, Hashable {
  /// A route shown by a router, as saved.
  public struct Step: Codable, Sendable, Hashable {
    /// How far below the root the router that showed the route is: 0 for the root's routes, 1
    /// for the routes of the RIBs shown for them, and so on.
    public var depth: Int
    /// The route, as the JSON its type encodes to.
    public var route: String
    /// The identity of the screen shown for the route, which the screen restored for it takes;
    /// `nil` gives it a new one.
    public var screen: RIBScreen.ID?

    /// Creates a saved route.
    ///
    /// - Parameters:
    ///   - depth: How far below the root the router that showed the route is.
    ///   - route: The route, as the JSON its type encodes to.
    ///   - screen: The identity of the screen shown for it, if it is to be kept.
    public init(depth: Int, route: String, screen: RIBScreen.ID? = nil) {
      self.depth = depth
      self.route = route
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
    // The router whose routes are at each depth, with how many of them were restored; `nil`
    // below a route that was skipped.
    var hosts: [(router: any Routing, restored: Int)?] = [(root, 0)]
    for (index, step) in steps.enumerated() {
      hosts.removeSubrange((step.depth + 1)...)
      guard let host = hosts[step.depth] else { continue }
      do {
        let shown = try Self.restore(step, in: host.router, at: host.restored)
        hosts[step.depth]?.restored += 1
        hosts.append((shown, 0))
      } catch {
        problems.append("Step \(index + 1), \(step.route): \(error.reason)")
        hosts.append(nil)
      }
    }
    return problems
  }

  // MARK: Private

  /// Why a saved route was skipped.
  private struct Skipped: Error {
    let reason: String
  }

  /// Appends the steps of the routes `root` shows and of those below, in pre-order, without
  /// recursion: a chain of any depth is saved.
  @MainActor
  private static func appendSteps(of root: any Routing, to steps: inout [Step]) throws {
    /// The screens of one router whose routes are saved, and the next one to save.
    struct Frame {
      let screens: [(screen: RIBScreen, route: String)]
      var next = 0
    }
    var frames: [Frame] = []
    if let frame = try frame(of: root) { frames.append(frame) }
    while !frames.isEmpty {
      let index = frames.count - 1
      guard frames[index].next < frames[index].screens.count else {
        frames.removeLast()
        continue
      }
      let (screen, route) = frames[index].screens[frames[index].next]
      frames[index].next += 1
      steps.append(Step(depth: index, route: route, screen: screen.id))
      if let frame = try frame(of: screen.router) { frames.append(frame) }
    }

    func frame(of router: any Routing) throws -> Frame? {
      guard let registry = NavigationRegistry.existing(of: router), let routes = registry.routes
      else { return nil }
      let screens = try registry.hostedModels.flatMap(\.shownScreens).compactMap { screen in
        try screen.route.flatMap { try routes.encode($0) }.map { (screen, $0) }
      }
      return Frame(screens: screens)
    }
  }

  /// Shows `step`'s route in `router`, unless it is its `position`-th saved screen already.
  ///
  /// - Returns: The router of the screen shown for the route.
  /// - Throws: ``Skipped`` if the route cannot be read or shown.
  @MainActor
  private static func restore(_ step: Step, in router: any Routing, at position: Int)
    throws(Skipped) -> any Routing
  {
    guard let registry = NavigationRegistry.existing(of: router), let routes = registry.routes
    else {
      throw Skipped(
        reason: "\(type(of: router)) handles no routes (handleRoutes(_:with:)); nothing below it "
          + "is restored.")
    }
    guard let route = routes.decode(step.route) else {
      throw Skipped(
        reason: "\(type(of: router)) cannot read it as a \(routes.routeType); it and the routes "
          + "below it are skipped.")
    }
    let target = AnyHashable(route)
    func saved() -> [RIBScreen] {
      registry.hostedModels.flatMap(\.shownScreens).filter { screen in
        screen.route.map { routes.handles($0) } ?? false
      }
    }
    func isTarget(_ screen: RIBScreen) -> Bool { screen.route.map { AnyHashable($0) } == target }
    let shown = saved()
    if position < shown.count, isTarget(shown[position]) { return shown[position].router }
    if let reason = registry.restore(route, with: routes, id: step.screen) {
      throw Skipped(reason: "\(type(of: router)) did not show it: \(reason)")
    }
    let after = saved()
    // The screen shown in its place; else the last for the route (a tab, selected last).
    if position < after.count, isTarget(after[position]) { return after[position].router }
    guard let screen = after.last(where: isTarget) else {
      throw Skipped(
        reason: "\(type(of: router)) did not show it; the routes below it are skipped.")
    }
    return screen.router
  }
}
