import RxSwift

/// Quotes for a ride, as the server streams them.
public protocol FareService: AnyObject {
  func fares(to destination: String) -> Observable<Int>
}

/// A fare service that quotes a fixed price per letter of the destination.
public final class FixedFareService: FareService {
  public init() {}

  public func fares(to destination: String) -> Observable<Int> {
    Observable.just(destination.count * 100)
  }
}
