import RIBs

@MainActor
protocol LoggedInDependency: Dependency, LoggedInDependencyForwarding {}

final class LoggedInComponent: Component<any LoggedInDependency> {}

final class LoggedInBuilder: Builder<any LoggedInDependency> {
  func build() -> any ScoreStream {
    let component = LoggedInComponent(dependency: dependency)
    return OffGameBuilder(dependency: component).build()
  }
}
