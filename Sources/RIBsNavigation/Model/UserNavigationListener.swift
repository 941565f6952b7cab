/// Hears about the RIBs a navigation model detached because the user took their views off the
/// screen: a back button or a back swipe, a sheet dragged down, a tab or a row left, `:back` in the
/// terminal, `dismiss()` from SwiftUI's environment.
///
/// The one listener of every navigation model that shows RIBs (``RIBStack``, ``RIBPresentation``,
/// ``RIBTabs``, ``RIBSplit``), usually the interactor of the RIB that hosts the model, which tells
/// its own listener or updates its state:
///
/// ```swift
/// extension FinanceHomeInteractor: UserNavigationListener {
///   func userDidDismiss(_ screens: [RIBScreen]) {
///     if screens.contains(where: { $0.router is any TopupRouting }) { presenter.showBalance() }
///   }
/// }
/// ```
///
/// It hears what was shown: the screens the user took away, each with the router whose view it
/// showed. Their routers are detached already; a router that then hides the same view changes
/// nothing. What the router changes itself is never told here.
@preconcurrency
@MainActor
public protocol UserNavigationListener: AnyObject {
  /// The user took `screens` off the screen, and the model detached their routers.
  ///
  /// - Parameter screens: The screens the user dismissed, top first.
  func userDidDismiss(_ screens: [RIBScreen])
}
