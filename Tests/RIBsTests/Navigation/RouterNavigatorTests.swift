import RIBs
import RIBsTesting
import Testing

/// A screen of a navigation stack: a real router, interactor and view.
@MainActor
private final class ScreenRouter: ViewableRouter<TestInteractor, ViewControllableMock> {
  let name: String

  init(_ name: String, log: EventLog? = nil) {
    self.name = name
    super.init(
      interactor: TestInteractor(name: name, log: log), viewController: ViewControllableMock())
  }
}

@MainActor
private final class PopRecorder: RouterNavigatorDelegate {
  var popped: [[String]] = []

  func routerNavigator(
    _ navigator: RouterNavigator, didDetachRoutersPoppedByUser routers: [any ViewableRouting]
  ) {
    popped.append(routers.map { ($0 as? ScreenRouter)?.name ?? "?" })
  }
}

@MainActor
@Suite struct RouterNavigatorTests {
  let log = EventLog()
  let host = TestScreen(name: "host")
  let navigation = NavigationControllableMock()
  let navigator: RouterNavigator

  init() {
    navigator = RouterNavigator(host: host, navigation: navigation)
    host.interactor.activate()
  }

  private func screens(_ names: String...) -> [ScreenRouter] {
    names.map { ScreenRouter($0, log: log) }
  }

  @Test func pushAttachesTheRouterAndShowsItsViewOnTop() {
    let amount = ScreenRouter("amount")
    let cards = ScreenRouter("cards")

    navigator.push(amount)
    navigator.push(cards)

    #expect(host.children.names == ["ScreenRouter", "ScreenRouter"])
    #expect(amount.interactor.isActive && cards.interactor.isActive)
    #expect(
      navigation.viewStack.map(ObjectIdentifier.init) == [
        ObjectIdentifier(amount.viewController), ObjectIdentifier(cards.viewController),
      ])
    #expect(cards.viewController.isOnScreen && !amount.viewController.isOnScreen)
    #expect(navigation.navigationListener === navigator)
  }

  /// Through the API the wrappers keep (RIBsSwiftUI's `RouterStack` pushes any router).
  @Test func aRouterWithoutAViewPushedOnItsStackIsReportedAndNotDrawn() {
    let amount = ScreenRouter("amount")
    navigator.push(amount)

    let reports = RIBsDiagnostics.capture {
      navigator.stack.pushRouter(TestRouter(name: "viewless"), attachingTo: nil, animated: true)
    }

    #expect(
      reports.map(\.message) == [
        "RIBStackRenderer cannot show TestRouter: it is not a ViewableRouting, so it has no view to "
          + "show; nothing is shown for it."
      ])
    #expect(navigation.viewStack.count == 1 && navigation.viewStack.first === amount.viewController)
  }

  @Test func popDetachesTheTopRouterAndShowsTheOneBelow() {
    let all = screens("amount", "cards")
    all.forEach { navigator.push($0) }

    navigator.pop()

    #expect(navigator.routers.count == 1 && navigator.topRouter === all[0])
    #expect(host.children.count == 1 && host.children.first === all[0])
    #expect(!all[1].interactor.isActive)
    #expect(navigation.viewStack.count == 1 && navigation.viewStack.first === all[0].viewController)
  }

  @Test func popToARouterDetachesThoseAboveItTopFirst() {
    let all = screens("amount", "cards", "add")
    all.forEach { navigator.push($0) }
    log.clear()

    navigator.pop(to: all[0])

    #expect(log.events == ["add.willResignActive", "cards.willResignActive"])
    #expect(navigator.routers.count == 1 && host.children.count == 1)
    #expect(navigation.viewStack.count == 1)
  }

  @Test func popToRootKeepsTheBottomRouterAndPopAllKeepsNone() {
    let all = screens("amount", "cards", "add")
    all.forEach { navigator.push($0) }

    navigator.popToRoot()
    #expect(navigator.routers.count == 1 && navigator.topRouter === all[0])

    navigator.popAll()
    #expect(navigator.routers.isEmpty && host.children.isEmpty && navigation.viewStack.isEmpty)
    #expect(all.allSatisfy { !$0.interactor.isActive })
  }

  @Test func aUserPopDetachesThePoppedRoutersAndTellsTheDelegate() {
    let recorder = PopRecorder()
    navigator.delegate = recorder
    let all = screens("amount", "cards", "add")
    all.forEach { navigator.push($0) }
    let shownStacks = navigation.setViewStackCallCount
    log.clear()

    navigation.popByUser(count: 2)

    #expect(log.events == ["add.willResignActive", "cards.willResignActive"])
    #expect(recorder.popped == [["add", "cards"]])
    #expect(navigator.routers.count == 1 && host.children.count == 1)
    // The view popped them already: the navigator does not set the stack again.
    #expect(navigation.setViewStackCallCount == shownStacks)
  }

  @Test func aReportThatKeepsEveryViewChangesNothing() {
    let recorder = PopRecorder()
    navigator.delegate = recorder
    screens("amount").forEach { navigator.push($0) }

    navigator.userDidPopViews(keepingCount: 1)
    navigator.userDidPopViews(keepingCount: 5)

    #expect(recorder.popped.isEmpty)
    #expect(navigator.routers.count == 1 && host.children.count == 1)
  }

  @Test func routersPoppedByTheUserAreReleasedAndTheLeakDetectorStaysQuiet() async {
    let leaks = LeakRecorder()
    weak var weakCards: ScreenRouter?
    weak var weakCardsInteractor: TestInteractor?
    LeakDetector.withInstance(leaks.detector) {
      let all = screens("amount", "cards")
      weakCards = all[1]
      weakCardsInteractor = all[1].interactor
      all.forEach { navigator.push($0) }
    }

    navigation.popByUser()
    await leaks.clock.advance(by: .seconds(6))

    #expect(weakCards == nil && weakCardsInteractor == nil)
    #expect(leaks.expectationCount > 0)
    #expect(leaks.leaks.isEmpty)
  }

  @Test func anInteractorKeptAfterItsRouterWasPoppedIsReportedAsALeak() async {
    let leaks = LeakRecorder()
    var kept: TestInteractor?
    LeakDetector.withInstance(leaks.detector) {
      let all = screens("amount", "cards")
      kept = all[1].interactor
      all.forEach { navigator.push($0) }
    }

    navigation.popByUser()
    await leaks.clock.advance(by: .seconds(6))

    #expect(leaks.leaks.map(\.kind) == [.objectLeaked])
    #expect(kept != nil)
  }

  // MARK: Misuse

  @Test func pushingARouterTwiceIsReportedAndChangesNothing() {
    let amount = ScreenRouter("amount")
    navigator.push(amount)

    let reports = RIBsDiagnostics.capture { navigator.push(amount) }

    #expect(reports.map(\.kind) == [.invalidNavigation])
    #expect(reports.first?.message.contains("ScreenRouter was pushed while it is") == true)
    #expect(navigator.routers.count == 1 && host.children.count == 1)
    #expect(navigation.viewStack.count == 1)
  }

  @Test func poppingAnEmptyStackOrToAStrangerIsReportedAndChangesNothing() {
    let amount = ScreenRouter("amount")

    let emptyPop = RIBsDiagnostics.capture { navigator.pop() }
    navigator.push(amount)
    let stranger = RIBsDiagnostics.capture { navigator.pop(to: ScreenRouter("stranger")) }

    #expect(emptyPop.map(\.kind) == [.invalidNavigation])
    #expect(emptyPop.first?.message.contains("empty navigation stack") == true)
    #expect(stranger.map(\.kind) == [.invalidNavigation])
    #expect(stranger.first?.message.contains("not in the navigation stack") == true)
    #expect(navigator.routers.count == 1 && amount.interactor.isActive)
  }

  @Test func aRouterTheHostRefusesIsNotShown() {
    let other = TestScreen(name: "other")
    let amount = ScreenRouter("amount")
    other.attachChild(amount)

    let reports = RIBsDiagnostics.capture { navigator.push(amount) }

    #expect(reports.map(\.kind) == [.childHasAnotherParent])
    #expect(navigator.routers.isEmpty && navigation.viewStack.isEmpty)
  }

  @Test func aNavigatorWithoutAHostIsReportedAndChangesNothing() {
    let orphan = RouterNavigator(navigation: NavigationControllableMock())

    let reports = RIBsDiagnostics.capture { orphan.push(ScreenRouter("amount")) }

    #expect(reports.map(\.kind) == [.invalidNavigation])
    #expect(reports.first?.message.contains("without a host router") == true)
    #expect(orphan.routers.isEmpty)
  }

  @Test func aRouterTheHostDetachedItselfIsOnlyRemovedFromTheStack() {
    let all = screens("amount", "cards")
    all.forEach { navigator.push($0) }
    host.detachChild(all[1])

    let reports = RIBsDiagnostics.capture { navigator.pop() }

    #expect(reports.isEmpty)
    #expect(navigator.routers.count == 1 && navigation.viewStack.count == 1)
  }

  @Test func aRouterThatPopsWhileItResignsLeavesAConsistentStack() {
    let all = screens("amount", "cards", "add")
    all.forEach { navigator.push($0) }
    all[2].interactor.onWillResignActive = { [navigator] in navigator.pop() }

    let reports = RIBsDiagnostics.capture { navigator.pop() }

    #expect(reports.isEmpty)
    #expect(navigator.routers.count == 1 && navigator.topRouter === all[0])
    #expect(host.children.count == 1)
    #expect(navigation.viewStack.count == 1)
  }
}
