#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws a `RIBPresentation` with UIKit: presents the presented RIB's view controller modally
  /// from a view controller, dismisses it when the router dismisses the RIB, and reports a sheet
  /// the user swiped down to the presentation, which detaches its router.
  ///
  /// The view that presents keeps it, usually the view controller of the RIB that owns the
  /// presentation:
  ///
  /// ```swift
  /// final class FinanceHomeViewController: UIViewController, FinanceHomeViewControllable {
  ///   private var presenter: RIBModalPresenter?
  ///
  ///   func draw(_ presentation: RIBPresentation) {
  ///     presenter = RIBModalPresenter(presentation: presentation, presenter: self)
  ///   }
  /// }
  /// ```
  ///
  /// A sheet is presented with the `.automatic` style, a full-screen cover with `.fullScreen`, a
  /// popover with `.popover`, pointing at ``popoverAnchor`` (tvOS has none: a sheet).
  /// When the router replaces the presented RIB, the old view controller is dismissed before the
  /// new one is presented. It is the one delegate of the presented view controller's presentation
  /// controller, set as it presents; do not replace it.
  @preconcurrency
  @MainActor
  public final class RIBModalPresenter: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The presentation drawn.
    public let presentation: RIBPresentation
    private weak var presenter: UIViewController?
    private var shown: (screen: RIBScreen.ID, viewController: UIViewController)?
    /// The view a popover points at; the presenter's view if `nil`.
    public weak var popoverAnchor: UIView?

    /// Draws `presentation` from `presenter`, now and after every change.
    ///
    /// - Parameters:
    ///   - presentation: The presentation to draw.
    ///   - presenter: The view controller that presents.
    public init(presentation: RIBPresentation, presenter: UIViewController) {
      self.presentation = presentation
      self.presenter = presenter
      super.init()
      presentation.addRenderer(self) { presenter, change in presenter.render(change) }
      render(.byRouter(animated: false))
    }

    /// Reports the sheet the user swiped down to the presentation.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    {
      guard let shown, presentationController.presentedViewController === shown.viewController
      else { return }
      self.shown = nil
      presentation.userDidDismiss(shown.screen)
    }

    /// Sets how `view` covers the presenter: a popover points at ``popoverAnchor``, or at the
    /// presenter's view.
    private func setPresentationStyle(of view: UIViewController) {
      switch presentation.style {
      case .fullScreenCover: view.modalPresentationStyle = .fullScreen
      case .popover:
        #if os(tvOS)
          view.modalPresentationStyle = .automatic  // tvOS has no popovers
        #else
          view.modalPresentationStyle = .popover
          view.pointPopover(at: popoverAnchor ?? presenter?.view)
        #endif
      case .sheet, nil: view.modalPresentationStyle = .automatic
      }
    }

    private func render(_ change: RIBNavigationChange) {
      let screen = presentation.screen
      guard screen?.id != shown?.screen else { return }
      let dismissed = shown?.viewController
      shown = nil
      // The user dismissed the view controller: it is off screen already.
      guard case .byRouter(let animated) = change else { return }
      var presented: UIViewController?
      if let screen {
        let view = screen.viewControllable.uiviewController
        setPresentationStyle(of: view)
        view.presentationController?.delegate = self
        shown = (screen.id, view)
        presented = view
      }
      presenter?.present(presented, replacing: dismissed, animated: animated)
    }
  }
#endif
