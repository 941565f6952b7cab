import RIBs
import RIBsTestSupport
import TerminalUI
import Testing

@testable import MiniSuperApp

/// The flow's screens, stacked on a real terminal view, as the user sees them.
@MainActor
@Suite struct TopupRouterTests {
  final class InteractableMock: RIBsTestSupport.InteractableMock, TopupInteractable {
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
  }

  final class Screen: ViewableRoutingMock, AddPaymentMethodRouting, EnterAmountRouting,
    CardOnFileRouting
  {
    init(title: String) {
      super.init(viewControllable: TitledViewController(title: title))
    }
  }

  final class TitledViewController: TerminalViewController {
    let name: String
    init(title: String) { name = title }
    override var title: String { name }
  }

  final class BaseViewController: TerminalViewController, TopupViewControllable {}

  final class BuilderMock: AddPaymentMethodBuildable, EnterAmountBuildable, CardOnFileBuildable {
    var built: [Screen] = []
    var closeButtonTypes: [DismissButtonType] = []
    private func make(_ title: String) -> Screen {
      let screen = Screen(title: title)
      built.append(screen)
      return screen
    }
    func build(
      withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
      introduction: String?
    ) -> any AddPaymentMethodRouting {
      closeButtonTypes.append(closeButtonType)
      return make("AddPaymentMethod")
    }
    func build(withListener listener: any EnterAmountListener) -> any EnterAmountRouting {
      make("EnterAmount")
    }
    func build(
      withListener listener: any CardOnFileListener, paymentMethods: [PaymentMethod],
      selectedID: String?
    )
      -> any CardOnFileRouting
    { make("CardOnFile") }
  }

  let base = BaseViewController()
  let builder = BuilderMock()
  let router: TopupRouter

  init() {
    router = TopupRouter(
      interactor: InteractableMock(), viewController: base, addPaymentMethodBuilder: builder,
      enterAmountBuilder: builder, cardOnFileBuilder: builder)
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
    #expect(base.topViewController === base)
    #expect(router.children.isEmpty)
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
}
