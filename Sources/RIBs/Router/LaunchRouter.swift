/// The router of the root RIB, which launches the app in a window.
@preconcurrency
@MainActor
public protocol LaunchRouting: ViewableRouting {
  /// Shows the root RIB's view in `window`, activates the root interactor, then loads the router.
  ///
  /// - Parameter window: The window to show the app in: a `UIWindow` on iOS.
  func launch(from window: any LaunchWindow)
}

/// The router of the root RIB.
///
/// Only the root RIB has a launch router: it has no parent to attach it, so it attaches itself to a
/// window.
///
/// ```swift
/// let launchRouter = RootBuilder(dependency: AppComponent()).build()
/// launchRouter.launch(from: window)
/// ```
@preconcurrency
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<
  InteractorType, ViewControllerType
>, LaunchRouting
{
  /// Creates a launch router for `interactor` and `viewController`.
  ///
  /// - Parameters:
  ///   - interactor: The root interactor. It must conform to ``Interactable``.
  ///   - viewController: The root view controller. It must conform to ``ViewControllable``.
  @inlinable
  public override init(interactor: InteractorType, viewController: ViewControllerType) {
    super.init(interactor: interactor, viewController: viewController)
  }

  /// Shows the root view in `window`, activates the root interactor, then loads the router.
  ///
  /// - Parameter window: The window to show the app in: a `UIWindow` on iOS.
  public final func launch(from window: any LaunchWindow) {
    window.show(rootViewController: viewControllable)
    interactable.activate()
    load()
  }
}
