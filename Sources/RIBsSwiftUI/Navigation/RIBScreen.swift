import RIBs

/// A RIB on screen in a SwiftUI navigation model: the value that `NavigationStack(path:)`,
/// `.sheet(item:)`, `.fullScreenCover(item:)` and `TabView(selection:)` bind to.
///
/// Only the models (``RouterStack``, ``RouterPresentation``, ``RouterTabs``) make screens, one for
/// each router they attached; two screens are equal when they show the same router. With SwiftUI,
/// `view` is the RIB's view, from its router (`SwiftUIRouting`).
public struct RIBScreen: Hashable, Identifiable {
  /// The router whose view the screen shows.
  public let router: any Routing
  /// The router's identity.
  public let id: ObjectIdentifier

  init(_ router: any Routing) {
    self.router = router
    id = ObjectIdentifier(router)
  }

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
