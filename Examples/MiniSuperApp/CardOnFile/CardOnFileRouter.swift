import RIBs

@MainActor
protocol CardOnFileViewControllable: ViewControllable {}

final class CardOnFileRouter: ViewableRouter<
  any CardOnFileInteractable, any CardOnFileViewControllable
>, CardOnFileRouting
{
  override init(
    interactor: any CardOnFileInteractable, viewController: any CardOnFileViewControllable
  ) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
