import RIBs

@MainActor
protocol BasicScoreBoardInteractable: Interactable {
  var router: (any BasicScoreBoardRouting)? { get set }
  var listener: (any BasicScoreBoardListener)? { get set }
}

@MainActor
protocol BasicScoreBoardViewControllable: ViewControllable {}

final class BasicScoreBoardRouter: ViewableRouter<
  any BasicScoreBoardInteractable, any BasicScoreBoardViewControllable
>, BasicScoreBoardRouting
{
  override init(
    interactor: any BasicScoreBoardInteractable,
    viewController: any BasicScoreBoardViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
