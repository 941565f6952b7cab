#if canImport(UIKit)
  import UIKit
#endif

/// A window that a ``LaunchRouter`` launches the app in.
///
/// `UIWindow` conforms on UIKit. The terminal apps of this repository implement it with a window
/// that draws the top screen in the terminal.
@preconcurrency
@MainActor
public protocol LaunchWindow: AnyObject {
  /// Shows `rootViewController` as the window's content and makes the window visible.
  ///
  /// - Parameter rootViewController: The root RIB's view.
  func show(rootViewController: any ViewControllable)
}

#if canImport(UIKit)
  // Untested on Linux, where UIKit does not exist; kept to these few lines for that reason.
  extension UIWindow: LaunchWindow {
    public func show(rootViewController: any ViewControllable) {
      self.rootViewController = rootViewController.uiviewController
      makeKeyAndVisible()
    }
  }
#endif
