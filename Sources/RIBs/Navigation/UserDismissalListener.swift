/// Hears that the user dismissed a view on their own, so that its RIB can be detached.
///
/// A router dismisses the views of the children it detaches. The user can also dismiss a view
/// without asking the RIB: a sheet swiped down on iOS, Esc or `:back` in the terminal apps. The
/// child RIB would then stay attached with no view, the classic RIBs leak. The view layer tells its
/// listener instead, usually the interactor of the RIB that presented the view or the one the view
/// belongs to, and that interactor asks its parent to detach it:
///
/// ```swift
/// extension TopupInteractor: UserDismissalListener {
///   func userDidDismiss(_ view: any ViewControllable) {
///     listener?.topupDidClose()  // The parent detaches Topup.
///   }
/// }
/// ```
///
/// On UIKit, `UserDismissalObserver` reports a sheet dismissed by a swipe; a stack of screens the
/// user pops with the back button is kept in sync by ``RouterNavigator``.
@preconcurrency
@MainActor
public protocol UserDismissalListener: AnyObject {
  /// The user dismissed `view`: it is off screen already, and nothing needs to dismiss it again.
  ///
  /// - Parameter view: The view the user dismissed.
  func userDidDismiss(_ view: any ViewControllable)
}
