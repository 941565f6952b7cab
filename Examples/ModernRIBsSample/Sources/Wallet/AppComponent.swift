import CombineUtil
import ModernRIBs

/// The app's root dependencies.
public final class AppComponent: Component<EmptyDependency>, RootDependency {
  public let balanceRepository: BalanceRepository
  /// The balance as the app last showed it, for a widget; the app's own publisher.
  public let lastShownBalance = CurrentValuePublisher<Int>(0)

  public init(balanceRepository: BalanceRepository = InMemoryBalanceRepository()) {
    self.balanceRepository = balanceRepository
    super.init(dependency: EmptyComponent())
  }
}
