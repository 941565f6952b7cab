#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// A link that asks the routers of a navigation model (a `RIBStack`'s rendering, RIBsNavigation)
  /// to show a route, where a `NavigationLink(value:)` would push it behind the router's back: the
  /// nearest router that handles routes of its type (`handleRoutes(_:with:)`) decides, pushing the
  /// route's RIB or saying why not.
  ///
  /// ```swift
  /// List(cards) { card in
  ///   RIBLink(WalletRoute.card(id: card.id), in: stack) { Text(card.name) }
  /// }
  /// ```
  ///
  /// A list whose selection pushes the row picked binds it with `stack.requestBinding(for:)`.
  @MainActor
  public struct RIBLink<Route: RIBRoute, Label: View>: View {
    private let route: Route
    private let request: @MainActor (Route) -> String?
    private let refused: (@MainActor (String) -> Void)?
    private let label: Label

    /// Creates a link to `route`.
    ///
    /// - Parameters:
    ///   - route: What the link asks for.
    ///   - model: The model whose routers decide, usually the stack the link is in.
    ///   - refused: Told why, when the router does not show the route; `nil` to ignore it.
    ///   - label: The link's label.
    public init(
      _ route: Route, in model: some RIBNavigationRendering,
      refused: (@MainActor (String) -> Void)? = nil, @ViewBuilder label: () -> Label
    ) {
      self.route = route
      request = { route in model.userDidRequest(route) }
      self.refused = refused
      self.label = label()
    }

    /// A button that asks the model's host.
    public var body: some View {
      Button {
        if let reason = request(route) { refused?(reason) }
      } label: {
        label
      }
    }
  }

  extension RIBStack.Rendering {
    /// A selection for a `List` whose rows ask the stack's routers to show their routes: setting it
    /// asks (`userDidRequest(_:)`); it reads as the route of the screen on top, so the row of the
    /// screen shown is selected.
    ///
    /// ```swift
    /// List(cards, selection: stack.requestBinding(for: WalletRoute.self)) { card in
    ///   Text(card.name).tag(WalletRoute.card(id: card.id))
    /// }
    /// ```
    ///
    /// - Parameter type: The routes of the rows.
    /// - Returns: The selection.
    public func requestBinding<Route: RIBRoute>(for type: Route.Type) -> Binding<Route?> {
      Binding(
        get: { @MainActor [self] in screens.last?.route(as: Route.self) },
        set: { @MainActor [self] route in
          if let route, route != screens.last?.route(as: Route.self) { userDidRequest(route) }
        })
    }
  }
#endif
