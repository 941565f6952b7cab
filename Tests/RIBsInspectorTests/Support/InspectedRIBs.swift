import RIBs
import RIBsTesting

/// A RIB with a view, as the inspector's tests build trees.
final class HomeRouter: ViewableRouter<Interactor, ViewControllableMock> {
  init() {
    super.init(interactor: Interactor(), viewController: ViewControllableMock())
  }
}

/// A view-less RIB.
final class CardRouter: Router<Interactor> {
  init() {
    super.init(interactor: Interactor())
  }
}

/// A launched app's root: active, with a view.
@MainActor
func makeLaunchedRoot() -> HomeRouter {
  let root = HomeRouter()
  root.interactable.activate()
  root.load()
  return root
}
