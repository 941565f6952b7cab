import RIBs

/// Runs the flow's screens as a navigation stack presented as a sheet on the parent's view: each
/// screen is pushed at most once, and a screen the user goes back from is detached by the
/// navigator.
final class TopupRouter: Router<any TopupInteractable>, TopupRouting {
  private let viewController: any TopupViewControllable
  private let navigator: RouterNavigator
  private let addPaymentMethodBuilder: any AddPaymentMethodBuildable
  private let enterAmountBuilder: any EnterAmountBuildable
  private let cardOnFileBuilder: any CardOnFileBuildable
  private var isPresentingSheet = false

  init(
    interactor: any TopupInteractable,
    viewController: any TopupViewControllable,
    navigation: any NavigationControllable,
    addPaymentMethodBuilder: any AddPaymentMethodBuildable,
    enterAmountBuilder: any EnterAmountBuildable,
    cardOnFileBuilder: any CardOnFileBuildable
  ) {
    self.viewController = viewController
    self.navigator = RouterNavigator(navigation: navigation)
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.enterAmountBuilder = enterAmountBuilder
    self.cardOnFileBuilder = cardOnFileBuilder
    super.init(interactor: interactor)
    navigator.host = self
    interactor.router = self
  }

  /// Dismisses the flow's sheet: the flow is over, or its parent detached it.
  ///
  /// The screens' RIBs leave with the flow.
  func cleanupViews() {
    guard isPresentingSheet else { return }
    isPresentingSheet = false
    viewController.dismissSheet(navigator.navigation)
  }

  func attachAddPaymentMethod(closeButtonType: DismissButtonType) {
    guard screen((any AddPaymentMethodRouting).self) == nil else { return }
    push(
      addPaymentMethodBuilder.build(
        withListener: interactor, closeButtonType: closeButtonType,
        introduction: TopupCopy.addPaymentMethodIntroduction(closeButtonType: closeButtonType)))
  }

  func detachAddPaymentMethod() {
    pop(screen((any AddPaymentMethodRouting).self))
  }

  func attachEnterAmount() {
    guard screen((any EnterAmountRouting).self) == nil else { return }
    push(enterAmountBuilder.build(withListener: interactor))
  }

  func detachEnterAmount() {
    pop(screen((any EnterAmountRouting).self))
  }

  func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?) {
    guard screen((any CardOnFileRouting).self) == nil else { return }
    push(
      cardOnFileBuilder.build(
        withListener: interactor, paymentMethods: paymentMethods, selectedID: selectedID))
  }

  func detachCardOnFile() {
    pop(screen((any CardOnFileRouting).self))
  }

  /// The screen of the stack that is a `Screen`, if any: the navigator's stack is the truth, as
  /// the user pops screens without the router.
  private func screen<Screen>(_ type: Screen.Type) -> (any ViewableRouting)? {
    navigator.routers.first { $0 is Screen }
  }

  private func push(_ router: any ViewableRouting) {
    navigator.push(router, animated: isPresentingSheet)
    guard !isPresentingSheet else { return }
    isPresentingSheet = true
    viewController.presentSheet(navigator.navigation, dismissalListener: interactor)
  }

  /// Pops `router` and the screens above it.
  private func pop(_ router: (any ViewableRouting)?) {
    guard let router, let index = navigator.routers.firstIndex(where: { $0 === router }) else {
      return
    }
    if index == 0 {
      navigator.popAll()
    } else {
      navigator.pop(to: navigator.routers[index - 1])
    }
  }
}
