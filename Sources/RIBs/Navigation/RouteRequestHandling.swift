/// A router that decides what its views ask to show.
///
/// A link or a list row the user picked names a route, and the router shows it (pushes it,
/// presents it) or says why not. Nothing is attached behind the router's back.
///
/// A view asks through the model it shows, whose host is the router: ``RIBStack/userDidRequest(_:)``
/// (RIBsSwiftUI's `RIBLink` and `requestBinding(for:)` call it for a link and a list's selection).
///
/// ```swift
/// extension WalletRouter: RouteRequestHandling {
///   func userDidRequest(_ route: WalletRoute) -> String? {
///     switch route {
///     case .card(let id):
///       guard let card = cards.first(where: { $0.id == id }) else {
///         return "That card is no longer in the wallet."
///       }
///       stack.push(cardBuilder.build(card: card), route: route)
///       return nil
///     }
///   }
/// }
/// ```
@preconcurrency
@MainActor
public protocol RouteRequestHandling: Routing {
  /// The places a view may ask for.
  associatedtype Route: RIBRoute

  /// The user asked to show `route`, through a view: show it, or say why not.
  ///
  /// - Parameter route: What the view asked for.
  /// - Returns: `nil` once the route is shown; otherwise why it is not, in a sentence for the
  ///   user, which the view may show.
  func userDidRequest(_ route: Route) -> String?
}
