import RIBs
import RIBsNavigation
import RIBsTesting
import TerminalUI
import Testing

@testable import MiniSuperAppKit

/// The flow's screens, stacked on the terminal's navigation controller that is the flow's view, as
/// the user sees them.
@MainActor
@Suite struct TopupRouterTests {
  final class InteractableMock: RIBsTesting.InteractableMock, TopupInteractable {
    weak var router: (any TopupRouting)?
    weak var listener: (any TopupListener)?
    func addPaymentMethodDidTapClose() {}
    func addPaymentMethodDidAddCard(paymentMethod: PaymentMethod) {}
    func enterAmountDidTapClose() {}
    func enterAmountDidTapPaymentMethod() {}
    func enterAmountDidFinishTopup(_ receipt: TopupReceipt) {}
    func cardOnFileDidTapClose() {}
    func cardOnFileDidTapAddCard() {}
    func cardOnFileDidSelect(at index: Int) {}
    var popped: [[RIBScreen]] = []
    func userDidDismiss(_ screens: [RIBScreen]) { popped.append(screens) }
  }

  class Screen: ViewableRoutingMock {
    required init(title: String) {
      super.init(viewControllable: TitledViewController(title: title))
    }
  }
  final class AddPaymentMethodScreen: Screen, AddPaymentMethodRouting {}
  final class EnterAmountScreen: Screen, EnterAmountRouting {}
  final class CardOnFileScreen: Screen, CardOnFileRouting {}

  final class TitledViewController: TerminalViewController {
    let name: String
    init(title: String) { name = title }
    override var title: String { name }
  }

  final class BuilderMock: AddPaymentMethodBuildable, EnterAmountBuildable, CardOnFileBuildable {
    var built: [Screen] = []
    var closeButtonTypes: [DismissButtonType] = []
    private func make<S: Screen>(_ kind: S.Type, _ title: String) -> S {
      let screen = S(title: title)
      built.append(screen)
      return screen
    }
    func build(
      withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
      introduction: String?
    ) -> any AddPaymentMethodRouting & ViewableRouting {
      closeButtonTypes.append(closeButtonType)
      return make(AddPaymentMethodScreen.self, "AddPaymentMethod")
    }
    func build(withListener listener: any EnterAmountListener) -> any EnterAmountRouting
      & ViewableRouting
    {
      make(EnterAmountScreen.self, "EnterAmount")
    }
    func build(
      withListener listener: any CardOnFileListener, paymentMethods: [PaymentMethod],
      selectedID: String?
    )
      -> any CardOnFileRouting & ViewableRouting
    { make(CardOnFileScreen.self, "CardOnFile") }
  }

  let builder = BuilderMock()
  let interactor = InteractableMock()
  let navigation = TerminalNavigationController()
  let router: TopupRouter

  init() {
    router = TopupRouter(
      interactor: interactor, viewController: navigation,
      addPaymentMethodBuilder: builder, enterAmountBuilder: builder, cardOnFileBuilder: builder)
    router.interactable.activate()
  }

  @Test func screensStackUpOnTheFlowsViewAndComeOffInReverse() {
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    router.attachAddPaymentMethod(closeButtonType: .back)
    #expect(navigation.topViewController.title == "AddPaymentMethod")
    #expect(builder.closeButtonTypes == [.back])

    router.detachAddPaymentMethod()
    #expect(navigation.topViewController.title == "CardOnFile")
    router.detachCardOnFile()
    #expect(navigation.topViewController.title == "EnterAmount")
    #expect(router.children.count == 1)
    router.detachEnterAmount()
    #expect(router.children.isEmpty)
    #expect(navigation.viewStack.isEmpty)
  }

  @Test func eachScreenIsAttachedOnce() {
    router.attachEnterAmount()
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    #expect(builder.built.count == 2)
    #expect(router.children.count == 2)
    #expect(navigation.viewStack.map(\.title) == ["EnterAmount", "CardOnFile"])
  }

  @Test func aScreenTheUserWentBackFromIsDetachedAndCanBeOpenedAgain() async {
    let window = TerminalWindow(output: CapturedOutput(), style: .plain)
    window.show(rootViewController: navigation)
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)

    await window.run(input: LineInput.script([":back"]))

    #expect(navigation.topViewController.title == "EnterAmount")
    #expect(router.children.count == 1)
    #expect(builder.built[1].interactable.isActive == false)
    #expect(interactor.popped.map { $0.map(\.router.ribName) } == [["CardOnFileScreen"]])
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    #expect(builder.built.count == 3)
    #expect(navigation.topViewController.title == "CardOnFile")
  }
}
