import RIBs

extension RootComponent: LoggedInDependency {
  var loggedInViewController: any LoggedInViewControllable { rootViewController }
  var randomPlayerSource: RandomPlayerSource { dependency.randomPlayerSource }
}
