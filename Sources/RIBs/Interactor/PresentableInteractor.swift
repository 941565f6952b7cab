/// An interactor that drives a presenter, usually the RIB's view controller.
///
/// When the interactor is deallocated, ``LeakDetector`` expects its presenter to be deallocated too,
/// unless the presenter is the RIB's view (a ``ViewControllable``), which its
/// ``ViewableRouter`` already expects to go away in the time a view may take to disappear.
///
/// ```swift
/// final class OffGameInteractor: PresentableInteractor<any OffGamePresentable>,
///   OffGameInteractable, OffGamePresentableListener
/// {
///   override init(presenter: any OffGamePresentable) {
///     super.init(presenter: presenter)
///     presenter.listener = self
///   }
/// }
/// ```
@preconcurrency
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
  /// The presenter the interactor asks to show things.
  public let presenter: PresenterType

  /// Creates an inactive interactor that drives `presenter`.
  ///
  /// - Parameter presenter: Usually the RIB's view controller, seen through its `XPresentable`
  ///   protocol.
  public init(presenter: PresenterType) {
    self.presenter = presenter
  }

  // A plain deinit: the class is generic (see `Interactor.deinit`).
  deinit {
    guard MainActorContext.isCurrent else { return }
    MainActor.assumeIsolated {
      let presenter: Any = self.presenter
      guard type(of: presenter) is AnyClass, !(presenter is any ViewControllable) else { return }
      LeakDetector.instance.expectDeallocate(object: presenter as AnyObject)
    }
  }
}

/// An interactor that drives a presenter, seen without its generic type: what keeps a RIB's view
/// that a test expected to be gone (RIBsTesting's `RIBDeallocationCheck`).
@MainActor
package protocol PresenterHolding: AnyObject {
  /// The presenter, as an object.
  var presenterObject: AnyObject? { get }
}

extension PresentableInteractor: PresenterHolding {
  package var presenterObject: AnyObject? { presenter as AnyObject }
}
