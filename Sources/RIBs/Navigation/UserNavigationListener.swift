/// Hears about the RIBs a navigation model detached because the user took their views off the
/// screen: a back button or a back swipe, a sheet dragged down, a tab switch, `:back` in the
/// terminal, `dismiss()` from SwiftUI's environment.
///
/// The one listener of every navigation model (``RIBStack``, ``RIBPresentation``, ``RIBTabs``),
/// usually the interactor of the RIB that owns the model, which tells its own listener or
/// updates its state:
///
/// ```swift
/// extension TopupInteractor: UserNavigationListener {
///   func userDidDismiss(_ routers: [any Routing]) {
///     listener?.topupDidClose()
///   }
/// }
/// ```
///
/// The routers are detached already; a router that then hides the same view changes nothing.
@preconcurrency
@MainActor
public protocol UserNavigationListener: AnyObject {
  /// The user took the views of `routers` off the screen, and the model detached them.
  ///
  /// - Parameter routers: The detached routers, top first.
  func userDidDismiss(_ routers: [any Routing])
}
