/// Hears what the user did to a navigation model's screens: the RIBs a model detached because the
/// user took their views off the screen (a back button or a back swipe, a sheet dragged down, a tab
/// or a row left, `:back` in the terminal, `dismiss()` from SwiftUI's environment), and the button
/// the user picked in a dialog.
///
/// The one listener of every navigation model, usually the interactor of the RIB that hosts the
/// models, which tells its own listener or updates its state:
///
/// ```swift
/// extension FinanceHomeInteractor: UserNavigationListener {
///   func userDidDismiss(_ screens: [RIBScreen]) {
///     if screens.contains(where: { $0.route(as: FinanceRoute.self) == .topup }) {
///       presenter.showBalance()
///     }
///   }
/// }
/// ```
///
/// It hears what was shown: the screens the user took away, each with its route and identity.
/// Their routers are detached already; a router that then hides the same view changes nothing.
/// What the router changes itself is never told here.
///
/// A listener of a ``RIBDialogPresentation`` names the actions of its buttons, and hears the one
/// picked; a listener of other models needs nothing for dialogs:
///
/// ```swift
/// protocol ProfileHomeInteractable: Interactable, UserNavigationListener<CardAction> {}
///
/// extension ProfileHomeInteractor {
///   func userDidChoose(_ action: CardAction) {
///     if case .remove(let id) = action { removeCard(id) }
///   }
/// }
/// ```
@preconcurrency
@MainActor
public protocol UserNavigationListener<DialogAction>: AnyObject {
  /// What the buttons of the dialogs this listener hears report; `Never` for a listener of no
  /// dialogs.
  associatedtype DialogAction: Hashable & Sendable = Never

  /// The user took `screens` off the screen, and the model detached their routers.
  ///
  /// - Parameter screens: The screens the user dismissed, top first.
  func userDidDismiss(_ screens: [RIBScreen])

  /// The user picked the button whose action is `action` in a dialog; the dialog is gone.
  ///
  /// - Parameter action: The button's action.
  func userDidChoose(_ action: DialogAction)
}

extension UserNavigationListener where DialogAction == Never {
  /// A listener of no dialogs hears no buttons.
  ///
  /// - Parameter action: Nothing: there is no value of `Never`.
  public func userDidChoose(_ action: Never) {}
}
