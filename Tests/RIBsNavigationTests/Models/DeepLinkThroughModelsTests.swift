import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// The finance tab: a stack of screens, and a sheet above them, hosted by its router.
@MainActor
private final class FinanceTabRouter: ViewableRouter<TestInteractor, TestViewController> {
  private(set) lazy var stack = RIBStack(host: self, listener: interactor)
  private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)

  init(log: EventLog) {
    super.init(
      interactor: TestInteractor(name: "finance", log: log), viewController: TestViewController())
  }
}

extension TestInteractor: UserNavigationListener {
  public func userDidDismiss(_ screens: [RIBScreen]) {
    log?.record("\(name) heard \(screens.map { ($0.router as? TestScreen)?.name ?? "?" })")
  }
}

private enum HomeTab: Hashable, Codable { case transport, finance }

private struct NoFinanceTab: Error {}

/// A deep link's workflow: it drives the same models a user's taps drive.
@MainActor
private final class OpenTopupWorkflow: Workflow<RIBTabs<HomeTab>> {
  let completed = AsyncStream.makeStream(of: Void.self)

  init(log: EventLog) {
    super.init()
    onStep { (tabs: RIBTabs<HomeTab>) in
      tabs.select(.finance)
      guard let finance = tabs.selectedRouter as? FinanceTabRouter else { throw NoFinanceTab() }
      return (finance, ())
    }
    .onStep { (finance: FinanceTabRouter, _: Void) in
      finance.stack.push(TestScreen(name: "cards", log: log))
      finance.stack.push(TestScreen(name: "card", log: log))
      return (finance, ())
    }
    .onStep { (finance: FinanceTabRouter, _: Void) in
      finance.presentation.present(TestScreen(name: "topup", log: log))
      return (finance, ())
    }
    .commit()
  }

  override func didComplete() { completed.continuation.yield() }
}

/// A deep link drives the models as the user's taps would, and the user's gestures undo it.
@MainActor
@Suite struct DeepLinkThroughModelsTests {
  @Test func aDeepLinkOpensATabPushesTwoScreensAndPresentsASheet() async throws {
    let log = EventLog()
    let root = TestScreen(name: "root")
    root.interactor.activate()
    let tabs = RIBTabs(HomeTab.transport, .finance, host: root) { tab in
      tab == .finance ? FinanceTabRouter(log: log) : TestScreen(name: "transport", log: log)
    }
    tabs.select(.transport)
    let workflow = OpenTopupWorkflow(log: log)

    let subscription = workflow.subscribe(tabs)
    for await _ in workflow.completed.stream { break }

    let finance = try #require(tabs.selectedRouter as? FinanceTabRouter)
    #expect(tabs.selectedTab == .finance)
    #expect(finance.stack.routers.map { ($0 as? TestScreen)?.name } == ["cards", "card"])
    #expect((finance.presentation.router as? TestScreen)?.name == "topup")
    #expect(
      log.events.filter { $0.hasSuffix("didBecomeActive") } == [
        "transport.didBecomeActive", "finance.didBecomeActive", "cards.didBecomeActive",
        "card.didBecomeActive", "topup.didBecomeActive",
      ])

    // The user then drags the sheet down and swipes back twice, as on a device.
    log.clear()
    finance.presentation.rendering.userDidDismiss(try #require(finance.presentation.showing))
    finance.stack.rendering.userDidPop(
      to: finance.stack.screens.first?.id, from: finance.stack.showing)
    finance.stack.rendering.userDidPop(to: nil, from: finance.stack.showing)
    #expect(
      log.events == [
        "topup.willResignActive", "finance heard [\"topup\"]",
        "card.willResignActive", "finance heard [\"card\"]",
        "cards.willResignActive", "finance heard [\"cards\"]",
      ])
    #expect(finance.children.isEmpty)
    subscription.cancel()
  }
}
