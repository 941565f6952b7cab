import RIBs

/// Runs the flow's screens as a navigation stack, whose first screen is the flow's first (the
/// amount, or the card form when there is no card) and which the parent presents in a sheet: each
/// screen is pushed at most once, and a screen the user goes back from is detached by the stack.
final class TopupRouter: ViewableRouter<any TopupInteractable, any TopupViewControllable>,
  TopupRouting
{
  private let addPaymentMethodBuilder: any AddPaymentMethodBuildable
  private let enterAmountBuilder: any EnterAmountBuildable
  private let cardOnFileBuilder: any CardOnFileBuildable
  /// The flow's screens, bottom first.
  private(set) lazy var stack = RIBStack(host: self, root: .firstScreen, listener: interactor)

  init(
    interactor: any TopupInteractable,
    viewController: any TopupViewControllable,
    addPaymentMethodBuilder: any AddPaymentMethodBuildable,
    enterAmountBuilder: any EnterAmountBuildable,
    cardOnFileBuilder: any CardOnFileBuildable
  ) {
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.enterAmountBuilder = enterAmountBuilder
    self.cardOnFileBuilder = cardOnFileBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
    viewController.draw(stack)
  }

  func attachAddPaymentMethod(closeButtonType: DismissButtonType) {
    guard screen((any AddPaymentMethodRouting).self) == nil else { return }
    stack.push(
      addPaymentMethodBuilder.build(
        withListener: interactor, closeButtonType: closeButtonType,
        introduction: TopupCopy.addPaymentMethodIntroduction(closeButtonType: closeButtonType)),
      animated: !stack.isEmpty)
  }

  func detachAddPaymentMethod() {
    pop(screen((any AddPaymentMethodRouting).self))
  }

  func attachEnterAmount() {
    guard screen((any EnterAmountRouting).self) == nil else { return }
    stack.push(enterAmountBuilder.build(withListener: interactor), animated: !stack.isEmpty)
  }

  func detachEnterAmount() {
    pop(screen((any EnterAmountRouting).self))
  }

  func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?) {
    guard screen((any CardOnFileRouting).self) == nil else { return }
    stack.push(
      cardOnFileBuilder.build(
        withListener: interactor, paymentMethods: paymentMethods, selectedID: selectedID))
  }

  func detachCardOnFile() {
    pop(screen((any CardOnFileRouting).self))
  }

  /// The screen of the stack whose router is a `Screen`, if any: the stack is the truth, as the
  /// user pops screens without the router.
  private func screen<Screen>(_ type: Screen.Type) -> (any Routing)? {
    stack.routers.first { $0 is Screen }
  }

  /// Pops `router` and the screens above it.
  private func pop(_ router: (any Routing)?) {
    guard let router else { return }
    stack.pop(router)
  }
}
