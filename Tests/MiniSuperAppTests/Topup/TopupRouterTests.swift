import RIBs
import RIBsTesting
import TerminalUI
import Testing

@testable import MiniSuperAppKit

/// The flow's screens, stacked on a real terminal view, as the user sees them.
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
    var dismissed: [any ViewControllable] = []
    func userDidDismiss(_ view: any ViewControllable) { dismissed.append(view) }
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

  final class BaseViewController: TerminalViewController, TopupViewControllable {}

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

  let base = BaseViewController()
  let builder = BuilderMock()
  let interactor = InteractableMock()
  let navigation = TerminalNavigationController()
  let router: TopupRouter

  init() {
    router = TopupRouter(
      interactor: interactor, viewController: base, navigation: navigation,
      addPaymentMethodBuilder: builder, enterAmountBuilder: builder, cardOnFileBuilder: builder)
    router.interactable.activate()
  }

  @Test func screensStackUpOnTheBaseAndComeOffInReverse() {
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    router.attachAddPaymentMethod(closeButtonType: .back)
    #expect(base.topViewController.title == "AddPaymentMethod")
    #expect(builder.closeButtonTypes == [.back])

    router.detachAddPaymentMethod()
    #expect(base.topViewController.title == "CardOnFile")
    router.detachCardOnFile()
    #expect(base.topViewController.title == "EnterAmount")
    #expect(router.children.count == 1)
    router.detachEnterAmount()
    #expect(router.children.isEmpty)
    // The flow ends (or starts again) next: the interactor's cleanup dismisses the sheet.
    router.cleanupViews()
    #expect(base.topViewController === base)
  }

  @Test func eachScreenIsAttachedOnce() {
    router.attachEnterAmount()
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    #expect(builder.built.count == 2)
    #expect(router.children.count == 2)
  }

  @Test func cleanupViewsDismissesEveryScreen() {
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    router.cleanupViews()
    #expect(base.presentedViewController == nil)
    #expect(base.topViewController === base)
  }

  @Test func theScreensArePresentedAsOneSheetTheUserMayDismiss() {
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)

    #expect(base.presentedViewController === navigation)
    #expect(navigation.userDismissalListener === interactor)
    #expect(navigation.viewStack.map(\.title) == ["EnterAmount", "CardOnFile"])
  }

  @Test func aScreenTheUserWentBackFromIsDetachedAndCanBeOpenedAgain() async {
    let window = TerminalWindow(output: CapturedOutput(), style: .plain)
    window.show(rootViewController: base)
    router.attachEnterAmount()
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)

    await window.run(input: LineInput.script([":back"]))

    #expect(base.topViewController.title == "EnterAmount")
    #expect(router.children.count == 1)
    #expect(builder.built[1].interactable.isActive == false)
    router.attachCardOnFile(paymentMethods: [], selectedID: nil)
    #expect(builder.built.count == 3)
    #expect(base.topViewController.title == "CardOnFile")
  }

  @Test func dismissingTheSheetFromItsFirstScreenTellsTheInteractor() async {
    let window = TerminalWindow(output: CapturedOutput(), style: .plain)
    window.show(rootViewController: base)
    router.attachEnterAmount()

    await window.run(input: LineInput.script(["\u{1B}"]))

    #expect(interactor.dismissed.count == 1 && interactor.dismissed.first === navigation)
    #expect(base.topViewController === base)
  }
}
