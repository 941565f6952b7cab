/// The router of a RIB that has a view.
///
/// ```swift
/// final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>,
///   OffGameRouting
/// {
///   override init(interactor: any OffGameInteractable,
///                 viewController: any OffGameViewControllable) {
///     super.init(interactor: interactor, viewController: viewController)
///     interactor.router = self
///   }
/// }
/// ```
///
/// When the router is deallocated, ``LeakDetector`` also expects its view controller to be
/// deallocated; while its interactor is inactive (from the router's creation until it is attached,
/// and after it is detached), it expects the view to disappear.
@preconcurrency
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>,
  ViewableRouting
{
  /// The RIB's view controller, as the RIB's own `XViewControllable` protocol.
  public let viewController: ViewControllerType

  /// The RIB's view controller, as the parent sees it.
  public let viewControllable: any ViewControllable

  /// Creates a router for `interactor` and `viewController`.
  ///
  /// - Parameters:
  ///   - interactor: The RIB's interactor. It must conform to ``Interactable``.
  ///   - viewController: The RIB's view controller. It must conform to ``ViewControllable``.
  ///
  /// - Precondition: `interactor` conforms to ``Interactable`` and `viewController` to
  ///   ``ViewControllable``; RIBs code names both by protocols, which cannot be generic constraints.
  @inlinable
  public init(interactor: InteractorType, viewController: ViewControllerType) {
    guard let viewControllable = viewController as? any ViewControllable else {
      preconditionFailure(
        "\(ViewControllerType.self) does not conform to ViewControllable; a viewable router needs a "
          + "view it can show.")
    }
    self.viewController = viewController
    self.viewControllable = viewControllable
    super.init(interactor: interactor)
    attachView(viewControllable)
  }
}
