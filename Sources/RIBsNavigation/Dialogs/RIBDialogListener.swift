import RIBs

/// Hears the button the user picked in a dialog of a ``RIBDialogPresentation``, usually the
/// interactor of the RIB whose router shows the dialog.
///
/// ```swift
/// extension ProfileHomeInteractor: RIBDialogListener {
///   func userDidChoose(_ action: CardAction) {
///     if case .remove(let id) = action { removeCard(id) }
///   }
/// }
/// ```
@preconcurrency
@MainActor
public protocol RIBDialogListener<Action>: AnyObject {
  /// What the buttons of the dialogs report.
  associatedtype Action: Hashable & Sendable

  /// The user picked the button whose action is `action`; the dialog is gone.
  ///
  /// - Parameter action: The button's action.
  func userDidChoose(_ action: Action)
}
