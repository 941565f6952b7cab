import RIBs

protocol RideRequestPresentableListener: AnyObject {
  func didTapConfirm()
  func didTapCancel()
}

/// The ride request screen: the destination, the fare quoted and the balance.
///
/// A plain class here, so that the sample runs where UIKit does not exist; in an iOS app it is a
/// `UIViewController`.
final class RideRequestViewController: RideRequestPresentable, RideRequestViewControllable {
  weak var listener: RideRequestPresentableListener?
  let destination: String
  private(set) var fares: [Int] = []
  private(set) var balances: [Int] = []

  init(destination: String) {
    self.destination = destination
  }

  func show(fare: Int) {
    fares.append(fare)
  }

  func show(balance: Int) {
    balances.append(balance)
  }
}
