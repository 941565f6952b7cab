import ModernRIBs

protocol BalancePresentableListener: AnyObject {}

/// The balance screen; a plain class so that the sample runs without UIKit.
final class BalanceViewController: BalancePresentable, BalanceViewControllable {
  weak var listener: BalancePresentableListener?
  private(set) var shownBalance: Int?

  func show(balance: Int) {
    shownBalance = balance
  }
}
