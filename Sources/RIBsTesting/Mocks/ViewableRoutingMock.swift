import RIBs

/// A mock of `ViewableRouting`: a ``RoutingMock`` with a view.
///
/// ```swift
/// final class OffGameRoutingMock: ViewableRoutingMock, OffGameRouting {}
///
/// let offGame = OffGameRoutingMock()
/// offGameBuilder.buildHandler = { _, _ in offGame }
/// ```
@preconcurrency
@MainActor
open class ViewableRoutingMock: RoutingMock, ViewableRouting {
  /// The view a parent router presents or embeds.
  public var viewControllable: any ViewControllable

  /// Creates a mock router with a view.
  ///
  /// - Parameters:
  ///   - interactable: Its interactor; by default a new ``InteractableMock``.
  ///   - viewControllable: Its view; by default a new ``ViewControllableMock``.
  public init(
    interactable: any Interactable = InteractableMock(),
    viewControllable: any ViewControllable = ViewControllableMock()
  ) {
    self.viewControllable = viewControllable
    super.init(interactable: interactable)
  }
}
