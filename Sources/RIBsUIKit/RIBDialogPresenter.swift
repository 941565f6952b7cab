#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws a `RIBDialogPresentation` with UIKit: a `UIAlertController` presented from a view
  /// controller (an alert, or an action sheet for a confirmation dialog), whose buttons report
  /// their actions to the presentation.
  ///
  /// The view that presents keeps it, usually the view controller of the RIB whose router owns the
  /// presentation:
  ///
  /// ```swift
  /// final class ProfileHomeViewController: UIViewController, ProfileHomeViewControllable {
  ///   private var dialogPresenter: RIBDialogPresenter<CardAction>?
  ///
  ///   func draw(_ dialogs: RIBDialogPresentation<CardAction>) {
  ///     dialogPresenter = RIBDialogPresenter(dialogs: dialogs, presenter: self)
  ///   }
  /// }
  /// ```
  ///
  /// An action sheet on iPad is a popover pointing at ``popoverAnchor``, or at the presenter's
  /// view; tapping outside it picks its cancel button, as UIKit does.
  @preconcurrency
  @MainActor
  public final class RIBDialogPresenter<Action: Hashable & Sendable> {
    /// The presentation drawn.
    public let dialogs: RIBDialogPresentation<Action>
    /// The view an action sheet points at on iPad; the presenter's view if `nil`.
    public weak var popoverAnchor: UIView?
    private weak var presenter: UIViewController?
    private var shown: (dialog: RIBScreen.ID, alert: UIAlertController)?

    /// Draws `dialogs` from `presenter`, now and after every change.
    ///
    /// - Parameters:
    ///   - dialogs: The presentation to draw.
    ///   - presenter: The view controller that presents the alerts.
    public init(dialogs: RIBDialogPresentation<Action>, presenter: UIViewController) {
      self.dialogs = dialogs
      self.presenter = presenter
      dialogs.addRenderer(self) { presenter, change in presenter.render(change) }
      render(.byRouter(animated: false))
    }

    private func render(_ change: RIBNavigationChange) {
      let next = dialogs.shown
      guard next?.id != shown?.dialog else { return }
      let dismissed = shown?.alert
      shown = nil
      // The user picked a button: UIKit dismissed the alert already.
      guard case .byRouter(let animated) = change else { return }
      let alert = next.map(makeAlert)
      if let next, let alert { shown = (next.id, alert) }
      presenter?.present(alert, replacing: dismissed, animated: animated)
    }

    private func makeAlert(for shown: RIBDialogPresentation<Action>.Shown) -> UIAlertController {
      let dialog = shown.dialog
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message,
        preferredStyle: dialog.style == .alert ? .alert : .actionSheet)
      for button in dialog.buttons {
        let style: UIAlertAction.Style =
          switch button.role {
          case .cancel: .cancel
          case .destructive: .destructive
          case nil: .default
          }
        alert.addAction(
          UIAlertAction(title: button.title, style: style) { [weak dialogs] _ in
            dialogs?.userDidChoose(button.action, in: shown.id)
          })
      }
      #if !os(tvOS)
        alert.pointPopover(at: popoverAnchor ?? presenter?.view)
      #endif
      return alert
    }
  }
#endif
