import Foundation
import RIBs
import RIBsCombine

@MainActor
protocol FinanceHomeDependency: Dependency, FinanceHomeDependencyForwarding {
  /// What draws the screens.
  var views: any AppViews { get }
  var superPayRepository: any SuperPayRepository { get }
}

/// What the finance tab makes for its children: the balance its dashboard shows.
///
/// What else they need comes from above, through `FinanceHomeDependencyForwarding`.
final class FinanceHomeComponent: Component<any FinanceHomeDependency> {
  var balance: ReadOnlyCurrentValuePublisher<Int> { dependency.superPayRepository.balance }
}
