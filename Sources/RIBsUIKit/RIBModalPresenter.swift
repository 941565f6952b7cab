#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws what a host presents with UIKit, its `RIBPresentation` and its
  /// `RIBDialogPresentation`: presents the presented RIB's view controller modally from a view
  /// controller, and the dialog as a `UIAlertController` over it, or over the view controller when
  /// nothing is presented; reports a sheet the user swiped down and a button the user picked.
  ///
  /// The view that presents keeps it, usually the view controller of the RIB that owns the models,
  /// and hands it each model the router gives:
  ///
  /// ```swift
  /// final class FinanceHomeViewController: UIViewController, FinanceHomeViewControllable {
  ///   private lazy var presenter = RIBModalPresenter(presenter: self)
  ///
  ///   func draw(_ presentation: RIBPresentation.Rendering) { presenter.draw(presentation) }
  ///   func draw(_ dialogs: RIBDialogRendering) { presenter.draw(dialogs) }
  /// }
  /// ```
  ///
  /// One presenter per view controller: it presents one thing at a time, and a dialog over what
  /// it presented, in order, as UIKit requires. What to present, over what and in which order is
  /// decided by a `RIBModalRenderer`; this class is its glue to UIKit. A sheet is presented with
  /// the `.automatic` style, a full-screen cover with `.fullScreen`, a popover with `.popover`,
  /// pointing at ``popoverAnchor`` (tvOS has none: a sheet); an action sheet on iPad points there
  /// too, and tapping outside it picks its cancel button, as UIKit does. It is the one delegate of
  /// the presented view controller's presentation controller, set as it presents; do not replace
  /// it.
  @preconcurrency
  @MainActor
  public final class RIBModalPresenter: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The view a popover or an action sheet points at; the presenter's view if `nil`.
    public weak var popoverAnchor: UIView?
    private weak var presenter: UIViewController?
    private lazy var container = Container(self)
    private lazy var renderer = RIBModalRenderer(
      container: container,
      screenView: { [unowned self] screen, style in presentedView(of: screen, style: style) },
      dialogView: { [unowned self] shown, choose in alert(for: shown, choose: choose) })

    /// Presents from `presenter` what it is handed to draw.
    ///
    /// - Parameter presenter: The view controller that presents.
    public init(presenter: UIViewController) {
      self.presenter = presenter
      super.init()
    }

    /// Draws `presentation` from now on, now and after every change.
    ///
    /// - Parameter presentation: A presentation of the host.
    public func draw(_ presentation: RIBPresentation.Rendering) {
      renderer.draw(presentation)
    }

    /// Draws `dialogs` from now on, now and after every change.
    ///
    /// - Parameter dialogs: A dialog presentation of the host.
    public func draw(_ dialogs: RIBDialogRendering) {
      renderer.draw(dialogs)
    }

    /// Reports the sheet the user swiped down.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    {
      renderer.containerDidDismiss(presentationController.presentedViewController)
    }

    private func presentedView(of screen: RIBScreen, style: RIBPresentation.Style)
      -> UIViewController
    {
      let view = screen.viewControllable.uiviewController
      switch style {
      case .fullScreenCover: view.modalPresentationStyle = .fullScreen
      case .popover:
        #if os(tvOS)
          view.modalPresentationStyle = .automatic  // tvOS has no popovers
        #else
          view.modalPresentationStyle = .popover
          view.pointPopover(at: popoverAnchor ?? presenter?.view)
        #endif
      case .sheet: view.modalPresentationStyle = .automatic
      }
      view.presentationController?.delegate = self
      return view
    }

    private func alert(
      for shown: RIBDialogRendering.Shown, choose: @escaping @MainActor (Int) -> Void
    ) -> UIViewController {
      let alert = UIAlertController(
        title: shown.title, message: shown.message,
        preferredStyle: shown.style == .alert ? .alert : .actionSheet)
      for (index, button) in shown.buttons.enumerated() {
        let style: UIAlertAction.Style =
          switch button.role {
          case .cancel: .cancel
          case .destructive: .destructive
          case nil: .default
          }
        alert.addAction(UIAlertAction(title: button.title, style: style) { _ in choose(index) })
      }
      #if !os(tvOS)
        alert.pointPopover(at: popoverAnchor ?? presenter?.view)
      #endif
      return alert
    }

    /// The presenting view controller as the renderer drives it.
    private final class Container: RIBModalContainer {
      unowned let owner: RIBModalPresenter

      init(_ owner: RIBModalPresenter) {
        self.owner = owner
      }

      func present(
        _ view: UIViewController, over presenter: UIViewController?, animated: Bool,
        completion: @escaping @MainActor () -> Void
      ) {
        guard let presenter = presenter ?? owner.presenter else { return completion() }
        presenter.present(view, animated: animated, completion: completion)
        // UIKit refuses a presenter that is off screen or presents something else already, and
        // then never completes: the renderer goes on with its next change.
        if view.presentingViewController == nil { completion() }
      }

      func dismiss(
        _ view: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
      ) {
        // Its presenter dismisses it with what it presents; a view controller that presents
        // something would dismiss only that.
        guard let presenting = view.presentingViewController else { return completion() }
        presenting.dismiss(animated: animated, completion: completion)
      }
    }
  }
#endif
