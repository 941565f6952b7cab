import RIBs
import RIBsCombine

@MainActor
protocol EnterAmountBuildable: Buildable {
  func build(withListener listener: any EnterAmountListener) -> any EnterAmountRouting
    & ViewableRouting
}

final class EnterAmountBuilder: Builder<any EnterAmountDependency>, EnterAmountBuildable {
  func build(withListener listener: any EnterAmountListener) -> any EnterAmountRouting
    & ViewableRouting
  {
    let component = EnterAmountComponent(dependency: dependency)
    let view = dependency.views.makeEnterAmountView()
    let interactor = EnterAmountInteractor(presenter: view.presenter, dependency: component)
    interactor.listener = listener
    return EnterAmountRouter(interactor: interactor, viewController: view.view)
  }
}
