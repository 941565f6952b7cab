import RIBs

@MainActor
protocol RootDependency: Dependency, RootDependencyForwarding {}

final class RootComponent: Component<any RootDependency> {}

final class RootBuilder: Builder<any RootDependency> {
  func build() -> any ScoreStream {
    let component = RootComponent(dependency: dependency)
    return LoggedInBuilder(dependency: component).build()
  }
}
