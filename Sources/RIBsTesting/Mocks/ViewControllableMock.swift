import RIBs

#if canImport(UIKit)
  import UIKit
#endif

/// A mock of `ViewControllable`: a view whose visibility the test sets.
///
/// Subclass it for a RIB's own view controllable protocol and record the transitions its router
/// asks for:
///
/// ```swift
/// final class RootViewControllableMock: ViewControllableMock, RootViewControllable {
///   var replaceModalArgValues: [(any ViewControllable)?] = []
///   func replaceModal(viewController: (any ViewControllable)?) {
///     replaceModalArgValues.append(viewController)
///   }
/// }
/// ```
@preconcurrency
@MainActor
open class ViewControllableMock: ViewControllable {
  /// Whether the view is on screen, as the test sets it.
  public var isOnScreen = false

  #if canImport(UIKit)
    /// An empty view controller: a mock is not a `UIViewController`, and a router under test
    /// may present it.
    public let uiviewController = UIViewController()
  #endif

  /// Creates a view that is not on screen.
  public init() {}
}
