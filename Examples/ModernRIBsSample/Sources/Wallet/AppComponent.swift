import ModernRIBs

/// The app's root dependencies.
public final class AppComponent: Component<EmptyDependency>, RootDependency {
  public let balanceRepository: BalanceRepository

  public init(balanceRepository: BalanceRepository = InMemoryBalanceRepository()) {
    self.balanceRepository = balanceRepository
    super.init(dependency: EmptyComponent())
  }
}
