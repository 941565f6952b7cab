import RIBs
import RIBsCombine

@MainActor
protocol SuperPayDashboardDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  /// The balance, from the parent: the dashboard shows it and does not own it.
  var balance: ReadOnlyCurrentValuePublisher<Int> { get }
}

final class SuperPayDashboardComponent: Component<any SuperPayDashboardDependency>,
  SuperPayDashboardInteractorDependency
{
  var balance: ReadOnlyCurrentValuePublisher<Int> { dependency.balance }
}
