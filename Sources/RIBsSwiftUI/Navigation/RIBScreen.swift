import RIBs

/// A RIB on screen in a SwiftUI navigation model: the value that `NavigationStack(path:)`,
/// `.sheet(item:)`, `.fullScreenCover(item:)` and `TabView(selection:)` bind to.
///
/// The models (``RouterStack``, ``RouterPresentation``, ``RouterTabs``) make a screen for each
/// router they attached; a RIB that shows a child inside its own view (a dashboard on a home
/// screen) makes one for it. Two screens are equal when they show the same router. A view cannot
/// push or present a screen of its own: a model takes from its bindings only the removal of its
/// own screens. With SwiftUI, `view` is the RIB's view, from its router (`SwiftUIRouting`).
public struct RIBScreen: Hashable, Identifiable {
  /// The router whose view the screen shows.
  public let router: any Routing
  /// The router's identity.
  public let id: ObjectIdentifier

  /// Creates the screen of `router`, to show its view inside the view of the RIB it is attached
  /// to.
  ///
  /// - Parameter router: A router whose RIB is attached.
  public init(_ router: any Routing) {
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
