import RIBs

/// Hears about the RIBs a SwiftUI navigation model detached because the user took their views off
/// the screen: a back button or back swipe in a `NavigationStack`, a sheet dragged down, a tab
/// switch, `dismiss()` from the environment.
///
/// The counterpart of `UserDismissalListener` (RIBs) for UIKit. Usually the interactor of the RIB
/// that owns the model, which tells its own listener or updates its state:
///
/// ```swift
/// extension FinanceHomeInteractor: UserNavigationListener {
///   func userDidDismiss(_ routers: [any Routing]) {
///     listener?.financeHomeDidCloseTopup()
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
