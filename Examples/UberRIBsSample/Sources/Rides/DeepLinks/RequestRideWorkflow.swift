import RIBs
import RxSwift

public protocol RootActionableItem: AnyObject {
  func waitForSession() -> Observable<(SessionActionableItem, ())>
}

public protocol SessionActionableItem: AnyObject {
  func requestRide(to destination: String) -> Observable<(RideRequestActionableItem, ())>
}

public protocol RideRequestActionableItem: AnyObject {
  func confirmWhenQuoted() -> Observable<((), ())>
}

/// Requests a ride and confirms it once quoted: `rides://request/Airport`.
public final class RequestRideWorkflow: Workflow<RootActionableItem> {
  public init(destination: String) {
    super.init()
    onStep { (root: RootActionableItem) -> Observable<(SessionActionableItem, ())> in
      root.waitForSession()
    }
    .onStep { (session: SessionActionableItem, _) -> Observable<(RideRequestActionableItem, ())> in
      session.requestRide(to: destination)
    }
    .onStep { (rideRequest: RideRequestActionableItem, _) -> Observable<((), ())> in
      rideRequest.confirmWhenQuoted()
    }
    .commit()
  }
}
