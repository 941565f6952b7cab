import RIBs
import RxSwift

@testable import Rides

// Mocks of the app's own protocols.

public final class FareServiceMock: FareService {
  public let faresSubject = PublishSubject<Int>()
  public var faresCallCount = 0

  public init() {}

  public func fares(to destination: String) -> Observable<Int> {
    faresCallCount += 1
    return faresSubject
  }
}

final class FareWorkingMock: WorkingMock, FareWorking {
  let fareSubject = PublishSubject<Int>()
  var fare: Observable<Int> { return fareSubject }
}

final class RideRequestPresentableMock: RideRequestPresentable {
  var listener: RideRequestPresentableListener?
  var fares: [Int] = []
  var balances: [Int] = []

  func show(fare: Int) { fares.append(fare) }
  func show(balance: Int) { balances.append(balance) }
}

final class RideRequestListenerMock: RideRequestListener {
  var confirmedFares: [Int] = []
  var cancelCallCount = 0

  func rideRequestDidConfirm(fare: Int) { confirmedFares.append(fare) }
  func rideRequestDidCancel() { cancelCallCount += 1 }
}

final class SessionListenerMock: SessionListener {
  var balances: [Int] = []
  func sessionDidChangeBalance(_ balance: Int) { balances.append(balance) }
}

final class SessionRoutingMock: RoutingMock, SessionRouting {
  var rideRequest: RideRequestActionableItem = RideRequestActionableItemMock()
  var destinations: [String] = []
  var routeAwayCallCount = 0

  func routeToRideRequest(to destination: String) -> RideRequestActionableItem {
    destinations.append(destination)
    return rideRequest
  }

  func routeAwayFromRideRequest() { routeAwayCallCount += 1 }
}

final class SessionBuildableMock: SessionBuildable {
  let router: SessionRoutingMock
  let actionableItem = SessionActionableItemMock()
  var buildCallCount = 0

  init(router: SessionRoutingMock) {
    self.router = router
  }

  func build(withListener listener: SessionListener) -> (
    router: SessionRouting, actionableItem: SessionActionableItem
  ) {
    buildCallCount += 1
    return (router, actionableItem)
  }
}

final class RootActionableItemMock: RootActionableItem {
  let sessionSubject = ReplaySubject<(SessionActionableItem, ())>.create(bufferSize: 1)
  func waitForSession() -> Observable<(SessionActionableItem, ())> { sessionSubject }
}

/// A session that is an interactable too, as an interactor is: the workflow waits for it to be
/// active before its step runs.
final class SessionActionableItemMock: InteractableMock, SessionActionableItem {
  var destinations: [String] = []
  var rideRequest: RideRequestActionableItem = RideRequestActionableItemMock()

  func requestRide(to destination: String) -> Observable<(RideRequestActionableItem, ())> {
    destinations.append(destination)
    return .just((rideRequest, ()))
  }
}

final class RideRequestActionableItemMock: RideRequestActionableItem {
  let confirmSubject = PublishSubject<((), ())>()
  var confirmCallCount = 0

  func confirmWhenQuoted() -> Observable<((), ())> {
    confirmCallCount += 1
    return confirmSubject
  }
}

final class MutableWalletStreamMock: MutableWalletStream {
  let balanceSubject = BehaviorSubject<Int>(value: 1_000)
  var payments: [Int] = []
  var balance: Observable<Int> { balanceSubject }
  func pay(_ amount: Int) { payments.append(amount) }
}
