import Foundation
import RIBs
import RxSwift

public protocol RootRouting: ViewableRouting {
  func routeToSession() -> SessionActionableItem
}

protocol RootPresentable: Presentable {
  var listener: RootPresentableListener? { get set }
  func show(balance: Int)
}

protocol RootListener: AnyObject {}

/// Handles the app's deep links.
public protocol URLHandler: AnyObject {
  func handle(_ url: URL)
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable,
  RootPresentableListener, RootActionableItem, URLHandler
{
  weak var router: RootRouting?
  weak var listener: RootListener?
  private let sessionActionableItemSubject = ReplaySubject<SessionActionableItem>.create(
    bufferSize: 1)

  override init(presenter: RootPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    if let session = router?.routeToSession() {
      sessionActionableItemSubject.onNext(session)
    }
  }

  // MARK: - RootActionableItem

  func waitForSession() -> Observable<(SessionActionableItem, ())> {
    sessionActionableItemSubject.map { session -> (SessionActionableItem, ()) in (session, ()) }
  }

  // MARK: - SessionListener

  func sessionDidChangeBalance(_ balance: Int) {
    presenter.show(balance: balance)
  }

  // MARK: - URLHandler

  func handle(_ url: URL) {
    guard url.host == "request", let destination = url.pathComponents.dropFirst().first else {
      return
    }
    RequestRideWorkflow(destination: destination)
      .subscribe(self)
      .disposeOnDeactivate(interactor: self)
  }
}
