import RIBs
import RIBsNavigation

/// Runs the flow's screens as a navigation stack, whose first screen is the flow's first (the
/// amount, or the card form when there is no card) and which the parent presents in a sheet: each
/// screen is pushed at most once, and a screen the user goes back from is detached by the stack.
final class TopupRouter: ViewableRouter<any TopupInteractable, any TopupViewControllable>,
  TopupRouting
{
  /// The flow's screens, as its stack's routes.
  enum Route: String, Hashable, Codable {
    case addPaymentMethod
    case enterAmount
    case cardOnFile
  }

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
    viewController.draw(stack.rendering)
    handleRoutes(Route.self) { [unowned self] route in restore(route) }
  }

  func attachAddPaymentMethod(closeButtonType: DismissButtonType) {
    guard screen(.addPaymentMethod) == nil else { return }
    stack.push(
      addPaymentMethodBuilder.build(
        withListener: interactor, closeButtonType: closeButtonType,
        introduction: TopupCopy.addPaymentMethodIntroduction(closeButtonType: closeButtonType)),
      route: Route.addPaymentMethod, animated: !stack.isEmpty)
  }

  func detachAddPaymentMethod() {
    pop(screen(.addPaymentMethod))
  }

  func attachEnterAmount() {
    guard screen(.enterAmount) == nil else { return }
    stack.push(
      enterAmountBuilder.build(withListener: interactor), route: Route.enterAmount,
      animated: !stack.isEmpty)
  }

  func detachEnterAmount() {
    pop(screen(.enterAmount))
  }

  func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?) {
    guard screen(.cardOnFile) == nil else { return }
    stack.push(
      cardOnFileBuilder.build(
        withListener: interactor, paymentMethods: paymentMethods, selectedID: selectedID),
      route: Route.cardOnFile)
  }

  func detachCardOnFile() {
    pop(screen(.cardOnFile))
  }

  /// Shows a screen of the flow again; the card list and the card form pushed from it are asked
  /// of the interactor, which has the cards and knows which is selected.
  private func restore(_ route: Route) -> String? {
    switch route {
    case .enterAmount: attachEnterAmount()
    case .cardOnFile: interactor.enterAmountDidTapPaymentMethod()
    case .addPaymentMethod: interactor.cardOnFileDidTapAddCard()
    }
    return nil
  }

  /// The router of the stack's screen for `route`, if it is shown: the stack is the truth, as the
  /// user pops screens without the router.
  private func screen(_ route: Route) -> (any Routing)? {
    stack.screens.first { $0.route(as: Route.self) == route }.flatMap(stack.router(showing:))
  }

  /// Pops `router` and the screens above it.
  private func pop(_ router: (any Routing)?) {
    guard let router else { return }
    stack.pop(router)
  }
}
