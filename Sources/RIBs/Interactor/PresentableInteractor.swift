/// An interactor that drives a presenter, usually the RIB's view controller.
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
}
