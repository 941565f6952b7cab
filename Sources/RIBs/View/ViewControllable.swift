#if canImport(UIKit)
  import UIKit
#endif

/// A RIB's view, as its router and its parent's router see it.
///
/// Platform neutral: on UIKit it is a `UIViewController` (see `uiviewController`); in the terminal
/// apps of this repository it is a terminal screen. A RIB's `XViewControllable` protocol refines it
/// with the view transitions its router needs, such as `present(viewController:)`.
@preconcurrency
@MainActor
public protocol ViewControllable: AnyObject {
  #if canImport(UIKit)
    /// The view controller behind this view.
    var uiviewController: UIViewController { get }
  #endif

  /// Whether the view is on screen now.
  ///
  /// ``LeakDetector/expectViewControllerDisappear(viewController:inTime:)-(_,TimeInterval)`` checks
  /// it. On UIKit the default is whether the view controller's view is in a window; elsewhere the
  /// default is `false`, so implement it in a view layer that can tell.
  var isOnScreen: Bool { get }
}

extension ViewControllable {
  /// On UIKit, whether the view controller's view is in a window; elsewhere `false`.
  public var isOnScreen: Bool {
    #if canImport(UIKit)
      uiviewController.viewIfLoaded?.window != nil
    #else
      false
    #endif
  }
}

#if canImport(UIKit)
  extension ViewControllable where Self: UIViewController {
    /// The view controller itself.
    public var uiviewController: UIViewController { self }
  }
#endif
