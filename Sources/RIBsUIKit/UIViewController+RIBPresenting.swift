#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Presents `next` in place of `old`, which a renderer presented from this view controller
    /// before: `old` is dismissed first, if it is still presented, then `next` is presented.
    ///
    /// - Parameters:
    ///   - next: The view controller to present, if any.
    ///   - old: The view controller presented before, if any.
    ///   - animated: Whether both changes animate.
    func present(_ next: UIViewController?, replacing old: UIViewController?, animated: Bool) {
      let presentNext: @MainActor () -> Void = { [weak self] in
        guard let next else { return }
        self?.present(next, animated: animated)
      }
      if let old, old.presentingViewController != nil {
        old.dismiss(animated: animated, completion: presentNext)
      } else {
        presentNext()
      }
    }

    #if !os(tvOS)
      /// Points the popover this view controller is presented in, if it is, at `anchor`'s bounds.
      ///
      /// - Parameter anchor: The view the popover points at.
      func pointPopover(at anchor: UIView?) {
        popoverPresentationController?.sourceView = anchor
        popoverPresentationController?.sourceRect = anchor?.bounds ?? .zero
      }
    #endif
  }
#endif
