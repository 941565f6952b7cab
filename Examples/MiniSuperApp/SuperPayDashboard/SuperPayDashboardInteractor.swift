import RIBs
import RIBsCombine

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
protocol SuperPayDashboardRouting: Routing {}

@MainActor
protocol SuperPayDashboardListener: AnyObject {
  func superPayDashboardDidTapTopup()
}

/// What the interactor needs, declared in one place, so that adding a need changes this protocol
/// and the component only, not every initialiser on the way.
@MainActor
protocol SuperPayDashboardInteractorDependency {
  var balance: ReadOnlyCurrentValuePublisher<Int> { get }
}

/// Shows the balance as it changes, while active; asks the parent to top up.
final class SuperPayDashboardInteractor: PresentableInteractor<any SuperPayDashboardPresentable>,
  SuperPayDashboardInteractable, SuperPayDashboardPresentableListener
{
  weak var router: (any SuperPayDashboardRouting)?
  weak var listener: (any SuperPayDashboardListener)?
  private let dependency: any SuperPayDashboardInteractorDependency

  init(
    presenter: any SuperPayDashboardPresentable,
    dependency: any SuperPayDashboardInteractorDependency
  ) {
    self.dependency = dependency
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    dependency.balance
      .sink { [weak self] balance in self?.presenter.updateBalance(Money.format(balance)) }
      .cancelOnDeactivate(interactor: self)
  }

  // MARK: - SuperPayDashboardPresentableListener

  func topupButtonDidTap() {
    listener?.superPayDashboardDidTapTopup()
  }
}

extension SuperPayDashboardInteractor: RIBInspectable {
  /// The balance it shows, for the inspector.
  var labelledValues: [RIBLabelledValue] {
    [RIBLabelledValue("balance", Money.format(dependency.balance.value))]
  }
}
