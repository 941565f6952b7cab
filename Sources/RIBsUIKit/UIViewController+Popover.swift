#if canImport(UIKit) && !os(tvOS)
  import UIKit

  extension UIViewController {
    /// Points the popover this view controller is presented in, if it is, at `anchor`'s bounds.
    ///
    /// - Parameter anchor: The view the popover points at.
    func pointPopover(at anchor: UIView?) {
      popoverPresentationController?.sourceView = anchor
      popoverPresentationController?.sourceRect = anchor?.bounds ?? .zero
    }
  }
#endif
