import RIBs

/// A navigation model as its renderers see it: what to show, the changes, and the reports of what
/// the user did, and nothing else.
///
/// A router never hands its models to its views; it hands each model's rendering (a stack's
/// ``RIBStack/rendering``), so a view cannot attach, detach or number anything, or change what the
/// router shows but by reporting the user's actions, which the model checks:
///
/// ```swift
/// // In the router:
/// viewController.draw(stack.rendering)
///
/// // In the view:
/// func draw(_ stack: RIBStack.Rendering) {
///   renderer.draw(stack)
/// }
/// ```
///
/// A rendering's identity is its model's, so SwiftUI can key a view on the model it draws.
@preconcurrency
@MainActor
public protocol RIBNavigationRendering: Identifiable {
  /// The model's identity.
  var id: ObjectIdentifier { get }

  /// The identity of what the model shows now, which a report of the user's action names.
  var showing: RIBScreen.ID? { get }

  /// Calls `render` with `renderer` after every change of the model, for as long as `renderer`
  /// exists, or until the returned observation is cancelled; see
  /// ``RIBNavigationModel/addRenderer(_:render:)``.
  ///
  /// - Parameters:
  ///   - renderer: The object that draws the model, held weakly.
  ///   - render: Draws the model as it is now, given what changed it.
  /// - Returns: The observation; cancel it to stop earlier.
  @discardableResult
  func addRenderer<Renderer: AnyObject>(
    _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
  ) -> RIBsObservation

  /// The user asked, through a view of the model (a link, a list row), to show `route`: the
  /// nearest router of the model's chain (what it shows, top first, then its host) that handles
  /// routes of its type (`handleRoutes(_:with:)`) shows it.
  ///
  /// A chain where no router handles them changes nothing: a mistake in the app, reported to
  /// `RIBsDiagnostics` as `invalidNavigation`.
  ///
  /// - Parameter route: What the view asked for.
  /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
  @discardableResult
  func userDidRequest<Route: RIBRoute>(_ route: Route) -> String?
}
