import Combine
import ModernRIBs

protocol RootRouting: ViewableRouting {
  func attachBalance() -> BalanceActionableItem
}

protocol RootPresentable: Presentable {
  var listener: RootPresentableListener? { get set }
  func show(message: String)
}

// @MainActor: an interactor implements it, and a Swift 6 app marks such protocols so (in Swift 5
// mode, as with ModernRIBs, it changes nothing). See "Migrating from ModernRIBs".
@MainActor
public protocol DeepLinkHandler: AnyObject {
  func handle(deepLink: String)
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable,
  RootPresentableListener, RootActionableItem, DeepLinkHandler
{
  weak var router: RootRouting?

  private let balanceSubject = CurrentValueSubject<BalanceActionableItem?, Never>(nil)

  override init(presenter: RootPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    if let balance = router?.attachBalance() {
      balanceSubject.send(balance)
    }
  }

  override func willResignActive() {
    super.willResignActive()
    balanceSubject.send(nil)
  }

  // MARK: - RootActionableItem

  func waitForBalance() -> AnyPublisher<(BalanceActionableItem, ()), Error> {
    balanceSubject
      .compactMap { $0 }
      .map { ($0, ()) }
      .setFailureType(to: Error.self)
      .eraseToAnyPublisher()
  }

  // MARK: - DeepLinkHandler

  func handle(deepLink: String) {
    guard let link = DeepLink(deepLink) else {
      presenter.show(message: "Unknown link: \(deepLink)")
      return
    }
    switch link {
    case .topUp(let amount):
      TopUpWorkflow(amount: amount)
        .subscribe(self)
        .cancelOnDeactivate(interactor: self)
    }
  }
}
