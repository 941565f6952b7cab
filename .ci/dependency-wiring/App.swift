import RIBs

/// The app's root of dependencies: the one component that makes the score.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
  let scoreStream: any ScoreStream = Scores()

  init() {
    super.init(dependency: EmptyComponent())
  }
}

@MainActor
func launch() -> any ScoreStream {
  RootBuilder(dependency: AppComponent()).build()
}
