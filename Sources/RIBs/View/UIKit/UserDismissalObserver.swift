#if canImport(UIKit)
  import UIKit

  /// Reports a presented view controller that the user dismissed by swiping its sheet down.
  ///
  /// UIKit tells a presentation controller's delegate, which it keeps weakly: keep the observer for
  /// as long as the view is presented, for example in the view controller that presents it.
  ///
  /// ```swift
  /// func presentSheet(_ view: any ViewControllable, dismissalListener: any UserDismissalListener) {
  ///   sheetObserver = UserDismissalObserver(view: view, listener: dismissalListener)
  ///   present(view.uiviewController, animated: true)
  /// }
  /// ```
  @preconcurrency
  @MainActor
  public final class UserDismissalObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    /// Told when the user dismisses the view.
    public weak var listener: (any UserDismissalListener)?
    private weak var view: (any ViewControllable)?

    /// Becomes the delegate of `view`'s presentation controller; create it before presenting.
    ///
    /// - Parameters:
    ///   - view: The view to present.
    ///   - listener: Told when the user dismisses it.
    public init(view: any ViewControllable, listener: any UserDismissalListener) {
      self.view = view
      self.listener = listener
      super.init()
      view.uiviewController.presentationController?.delegate = self
    }

    /// Reports the view, dismissed by the user, to the ``listener``.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    {
      guard let view else { return }
      listener?.userDidDismiss(view)
    }
  }
#endif
