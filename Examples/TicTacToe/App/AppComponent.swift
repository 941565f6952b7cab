import RIBs

/// The app's root of dependencies: what the root RIB needs from the outside world.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
  let randomPlayerSource: RandomPlayerSource

  init(randomPlayerSource: RandomPlayerSource) {
    self.randomPlayerSource = randomPlayerSource
    super.init(dependency: EmptyComponent())
  }
}
