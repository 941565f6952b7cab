import RIBs

@MainActor
protocol TopupInteractable: Interactable, AddPaymentMethodListener, EnterAmountListener,
  CardOnFileListener
{
  var router: (any TopupRouting)? { get set }
  var listener: (any TopupListener)? { get set }
}

/// The view a Topup flow presents its screens on, given by the parent: the flow's screens stack up
/// on it as in a navigation controller.
@MainActor
protocol TopupViewControllable: ViewControllable {
  /// Presents `view` on top of the screens already presented.
  func presentOnTop(_ view: any ViewControllable)
  /// Dismisses `view` and the screens presented on top of it.
  func dismiss(_ view: any ViewControllable)
}

/// Attaches the flow's screens, each at most once, stacked on the parent's view.
final class TopupRouter: Router<any TopupInteractable>, TopupRouting {
  private let viewController: any TopupViewControllable
  private let addPaymentMethodBuilder: any AddPaymentMethodBuildable
  private let enterAmountBuilder: any EnterAmountBuildable
  private let cardOnFileBuilder: any CardOnFileBuildable
  private var addPaymentMethod: (any AddPaymentMethodRouting)?
  private var enterAmount: (any EnterAmountRouting)?
  private var cardOnFile: (any CardOnFileRouting)?

  init(
    interactor: any TopupInteractable,
    viewController: any TopupViewControllable,
    addPaymentMethodBuilder: any AddPaymentMethodBuildable,
    enterAmountBuilder: any EnterAmountBuildable,
    cardOnFileBuilder: any CardOnFileBuildable
  ) {
    self.viewController = viewController
    self.addPaymentMethodBuilder = addPaymentMethodBuilder
    self.enterAmountBuilder = enterAmountBuilder
    self.cardOnFileBuilder = cardOnFileBuilder
    super.init(interactor: interactor)
    interactor.router = self
  }

  /// Dismisses every screen of the flow: the flow is over, or its parent detached it.
  func cleanupViews() {
    let screens: [(any ViewableRouting)?] = [addPaymentMethod, cardOnFile, enterAmount]
    for case let screen? in screens {
      viewController.dismiss(screen.viewControllable)
    }
  }

  func attachAddPaymentMethod(closeButtonType: DismissButtonType) {
    guard addPaymentMethod == nil else { return }
    // Opened first (closed with "Close") only when there is no card to top up with: say so.
    let router = addPaymentMethodBuilder.build(
      withListener: interactor, closeButtonType: closeButtonType,
      introduction: closeButtonType == .close
        ? "There is no card on file to top up with yet: add one, then choose the amount." : nil)
    viewController.presentOnTop(router.viewControllable)
    addPaymentMethod = router
    attachChild(router)
  }

  func detachAddPaymentMethod() {
    guard let router = addPaymentMethod else { return }
    detachChild(router)
    viewController.dismiss(router.viewControllable)
    addPaymentMethod = nil
  }

  func attachEnterAmount() {
    guard enterAmount == nil else { return }
    let router = enterAmountBuilder.build(withListener: interactor)
    viewController.presentOnTop(router.viewControllable)
    enterAmount = router
    attachChild(router)
  }

  func detachEnterAmount() {
    guard let router = enterAmount else { return }
    detachChild(router)
    viewController.dismiss(router.viewControllable)
    enterAmount = nil
  }

  func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?) {
    guard cardOnFile == nil else { return }
    let router = cardOnFileBuilder.build(
      withListener: interactor, paymentMethods: paymentMethods, selectedID: selectedID)
    viewController.presentOnTop(router.viewControllable)
    cardOnFile = router
    attachChild(router)
  }

  func detachCardOnFile() {
    guard let router = cardOnFile else { return }
    detachChild(router)
    viewController.dismiss(router.viewControllable)
    cardOnFile = nil
  }
}
