/// Something an interactor presents through: the RIB's view controller or a presenter.
@preconcurrency
@MainActor
public protocol Presentable: AnyObject {}

/// A presenter between an interactor and its view controller, for RIBs that translate business
/// models into view models.
///
/// Most RIBs let the view controller conform to their `XPresentable` protocol instead.
@preconcurrency
@MainActor
open class Presenter<ViewControllerType>: Presentable {
  /// The view controller this presenter drives.
  public let viewController: ViewControllerType

  /// Creates a presenter that drives `viewController`.
  ///
  /// - Parameter viewController: The view controller to present through.
  public init(viewController: ViewControllerType) {
    self.viewController = viewController
  }
}
