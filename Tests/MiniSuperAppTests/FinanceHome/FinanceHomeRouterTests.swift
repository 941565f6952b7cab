import RIBs
import RIBsNavigation
import RIBsTesting
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct FinanceHomeRouterTests {
  final class InteractableMock: RIBsTesting.InteractableMock, FinanceHomeInteractable {
    weak var router: (any FinanceHomeRouting)?
    weak var listener: (any FinanceHomeListener)?
    func superPayDashboardDidTapTopup() {}
    func cardOnFileDashboardDidTapAddPaymentMethod() {}
    func addPaymentMethodDidTapClose() {}
    func addPaymentMethodDidAddCard(paymentMethod: PaymentMethod) {}
    func topupDidClose() {}
    func topupDidFinish(_ receipt: TopupReceipt) {}
    func userDidDismiss(_ screens: [RIBScreen]) {}
  }

  final class ViewControllableMock: RIBsTesting.ViewControllableMock,
    FinanceHomeViewControllable
  {
    var dashboards: [any ViewControllable] = []
    var presentation: RIBPresentation.Rendering?
    func addDashboard(_ dashboard: any ViewableRouting) {
      dashboards.append(dashboard.viewControllable)
    }
    func draw(_ presentation: RIBPresentation.Rendering) { self.presentation = presentation }
    /// The presented screen's view, as a renderer of the presentation shows it.
    var presented: [any ViewControllable] {
      presentation?.screen.map { [$0.viewControllable] } ?? []
    }
  }

  final class Child: ViewableRoutingMock, SuperPayDashboardRouting, CardOnFileDashboardRouting,
    AddPaymentMethodRouting
  {}

  final class TopupChild: ViewableRoutingMock, TopupRouting {
    func attachAddPaymentMethod(closeButtonType: DismissButtonType) {}
    func detachAddPaymentMethod() {}
    func attachEnterAmount() {}
    func detachEnterAmount() {}
    func attachCardOnFile(paymentMethods: [PaymentMethod], selectedID: String?) {}
    func detachCardOnFile() {}
  }

  /// Builds a new child mock at each call and counts the calls.
  final class BuilderMock: SuperPayDashboardBuildable, CardOnFileDashboardBuildable,
    AddPaymentMethodBuildable, TopupBuildable
  {
    var built: [ViewableRoutingMock] = []
    private func make() -> Child { record(Child()) }
    private func record<Built: ViewableRoutingMock>(_ child: Built) -> Built {
      built.append(child)
      return child
    }
    func build(withListener listener: any SuperPayDashboardListener)
      -> any SuperPayDashboardRouting & ViewableRouting
    { make() }
    func build(withListener listener: any CardOnFileDashboardListener)
      -> any CardOnFileDashboardRouting & ViewableRouting
    { make() }
    func build(
      withListener listener: any AddPaymentMethodListener, closeButtonType: DismissButtonType,
      introduction: String?
    ) -> any AddPaymentMethodRouting & ViewableRouting { make() }
    var suggestedAmounts: [Int?] = []
    func build(withListener listener: any TopupListener, suggestedAmount: Int?)
      -> any TopupRouting
    {
      suggestedAmounts.append(suggestedAmount)
      return record(TopupChild())
    }
  }

  let interactor = InteractableMock()
  let viewController = ViewControllableMock()
  let superPay = BuilderMock()
  let cardOnFile = BuilderMock()
  let addPaymentMethod = BuilderMock()
  let topup = BuilderMock()
  let router: FinanceHomeRouter

  init() {
    router = FinanceHomeRouter(
      interactor: interactor, viewController: viewController, superPayDashboardBuilder: superPay,
      cardOnFileDashboardBuilder: cardOnFile, addPaymentMethodBuilder: addPaymentMethod,
      topupBuilder: topup)
  }

  @Test func eachDashboardIsAttachedOnceAsASubview() {
    router.attachSuperPayDashboard()
    router.attachCardOnFileDashboard()
    router.attachSuperPayDashboard()
    router.attachCardOnFileDashboard()

    #expect(superPay.built.count == 1)
    #expect(cardOnFile.built.count == 1)
    expectSubtree(
      of: router,
      """
      FinanceHome (inactive)
        Child (active)
        Child (active)
      """)
    #expect(viewController.dashboards.count == 2)
    #expect(viewController.dashboards.first === superPay.built.first?.viewControllable)
    #expect(viewController.presented.isEmpty)
  }

  @Test func theCardFormIsPresentedOnceAndDismissedOnDetach() throws {
    router.attachAddPaymentMethod(animated: true)
    router.attachAddPaymentMethod(animated: true)
    let form = try #require(addPaymentMethod.built.first)
    #expect(addPaymentMethod.built.count == 1)
    #expect(viewController.presented.count == 1)
    #expect(router.hasChild(form))

    router.detachAddPaymentMethod()
    router.detachAddPaymentMethod()
    #expect(!router.hasChild(form))
    #expect(viewController.presented.isEmpty)

    router.attachAddPaymentMethod(animated: true)
    #expect(addPaymentMethod.built.count == 2)
  }

  @Test func theTopUpFlowIsAttachedOnceWithTheAmountOfTheFirstAttach() throws {
    #expect(router.presentedFlow == nil)
    router.attachTopup(suggestedAmount: 5_000, animated: true)
    router.attachTopup(suggestedAmount: nil, animated: true)
    #expect(topup.built.count == 1)
    #expect(topup.suggestedAmounts == [5_000])
    #expect(router.children.count == 1)
    #expect(router.presentedFlow == .topup)

    router.detachTopup()
    #expect(router.children.isEmpty)
    #expect(viewController.presented.isEmpty)
    #expect(router.presentedFlow == nil)
  }

  @Test func theViewIsToldWhetherAPresentationAnimates() {
    var changes: [RIBNavigationChange] = []
    router.presentation.addRenderer(router) { _, change in changes.append(change) }
    router.attachTopup(suggestedAmount: nil, animated: false)  // a deep link
    router.detachTopup()
    router.attachAddPaymentMethod(animated: true)  // a tap

    #expect(
      changes == [
        .byRouter(animated: false), .byRouter(animated: true), .byRouter(animated: true),
      ])
  }

  @Test func theCardFormIsThePresentedFlowWhileAttached() {
    router.attachAddPaymentMethod(animated: true)
    #expect(router.presentedFlow == .addPaymentMethod)
    router.detachAddPaymentMethod()
    #expect(router.presentedFlow == nil)
  }
}
