import RIBs

protocol RootPresentableListener: AnyObject {}

/// The root screen.
///
/// A plain class here, so that the sample runs where UIKit does not exist; in an iOS app it is a
/// `UIViewController`.
final class RootViewController: RootPresentable, RootViewControllable {
  weak var listener: RootPresentableListener?
  private(set) var balances: [Int] = []

  func show(balance: Int) {
    balances.append(balance)
  }
}
