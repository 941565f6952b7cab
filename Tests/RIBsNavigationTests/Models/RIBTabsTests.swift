import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// The one contract of tabs of RIBs, whatever draws them: what selecting does, what a tab left
/// keeps, and what is reported.
@MainActor
@Suite struct RIBTabsTests {
  enum Tab: Hashable, Codable { case home, finance, profile }

  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  /// The tabs built, in order.
  let built = EventLog()

  init() {
    host.interactor.activate()
  }

  private func tabs(leftTabs: RIBTabs<Tab>.LeftTabs = .stayAttached) -> RIBTabs<Tab> {
    let build: @MainActor (Tab) -> any ViewableRouting = { [built] tab in
      built.record("\(tab)")
      return TestScreen(name: "\(tab)")
    }
    return leftTabs == .stayAttached
      ? RIBTabs(.home, .finance, .profile, host: host, build: build)
      : RIBTabs(.home, .finance, .profile, host: host, detachingLeftTabs: listener, build: build)
  }

  @Test func nothingIsAttachedUntilTheRouterSelectsATab() {
    let tabs = tabs()
    let renderer = ChangeRecorder(following: tabs)

    let before = (tabs.selectedTab, tabs.selectedRouter, host.children.count)
    tabs.select(tabs.selectedTab)
    tabs.select(.home)  // the tab shown: nothing changes

    #expect(before.0 == .home && before.1 == nil && before.2 == 0)
    #expect(host.children.names == ["home"])
    #expect(tabs.screen(of: .home)?.router === tabs.selectedRouter)
    #expect(renderer.changes == [.byRouter(animated: true)])
  }

  @Test func aTabLeftStaysAttachedAndComesBackWhereItWas() {
    let tabs = tabs()
    tabs.select(.home)
    let home = tabs.selectedRouter

    tabs.rendering.userDidSelect(.finance, from: tabs.showing)
    tabs.rendering.userDidSelect(.home, from: tabs.showing)

    #expect(built.events == ["home", "finance"])
    #expect(tabs.selectedRouter === home)
    #expect(host.children.names == ["home", "finance"])
    #expect(tabs.router(of: .finance) != nil && tabs.router(of: .profile) == nil)
    #expect(listener.dismissed.isEmpty)
  }

  @Test func detachedTabsDetachTheTabLeftAndTellTheListenerWhenTheUserLeftIt() {
    let tabs = tabs(leftTabs: .areDetached)
    let renderer = ChangeRecorder(following: tabs)
    tabs.select(.home)

    tabs.rendering.userDidSelect(.finance, from: tabs.showing)
    tabs.select(.profile, animated: false)
    tabs.rendering.userDidSelect(.profile, from: tabs.showing)  // the tab shown: nothing changes

    #expect(host.children.names == ["profile"])
    #expect(tabs.router(of: .home) == nil && tabs.router(of: .finance) == nil)
    #expect(listener.dismissed == [["home"]])
    #expect(renderer.changes == [.byRouter(animated: true), .byUser, .byRouter(animated: false)])
  }

  @Test func aTabBuiltAgainIsTheSameScreenToRenderers() throws {
    let tabs = tabs(leftTabs: .areDetached)
    tabs.select(.home)
    let home = try #require(tabs.screen(of: .home))

    tabs.rendering.userDidSelect(.finance, from: tabs.showing)
    let finance = try #require(tabs.screen(of: .finance))
    tabs.rendering.userDidSelect(.home, from: tabs.showing)
    let homeAgain = try #require(tabs.screen(of: .home))

    #expect(built.events == ["home", "finance", "home"])
    #expect(homeAgain.router !== home.router)
    // SwiftUI keeps the state under the tab (its scroll position) for the RIB built again.
    #expect(homeAgain.id == home.id && homeAgain == home)
    #expect(finance.id != home.id)
  }

  @Test func aTabRouterItsHostDetachedIsNoLongerShownAndIsBuiltAgainWhenSelected() throws {
    let tabs = tabs()
    tabs.select(.home)
    let renderer = ChangeRecorder(following: tabs)
    host.detachChild(try #require(tabs.selectedRouter))
    let afterDetach = tabs.selectedRouter

    tabs.select(.home)

    #expect(afterDetach == nil)
    #expect(renderer.changes == [.byRouter(animated: true), .byRouter(animated: true)])
    #expect(built.events == ["home", "home"])
    #expect(host.children.names == ["home"])
  }

  @Test func aPickMadeWhileAnotherTabWasShownChangesNothing() {
    let tabs = tabs(leftTabs: .areDetached)
    tabs.select(.home)
    let shownWhenPicked = tabs.showing
    tabs.select(.finance)

    // The user picked the profile tab in a tab bar that still showed home.
    tabs.rendering.userDidSelect(.profile, from: shownWhenPicked)

    #expect(tabs.selectedTab == .finance)
    #expect(host.children.names == ["finance"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func theTabShownPickedAgainPopsItsStackToTheRootAndTellsTheStacksListener() throws {
    let stackListener = DismissalRecorder()
    let tabs = RIBTabs<Tab>(.home, .finance, host: host) { tab in
      tab == .home ? FlowScreen(name: "home", listener: stackListener) : TestScreen(name: "finance")
    }
    tabs.select(.home)
    let home = try #require(tabs.selectedRouter as? FlowScreen)
    home.stack.push(TestScreen(name: "ride"))
    home.stack.push(TestScreen(name: "driver"))
    let renderer = ChangeRecorder(following: home.stack)

    tabs.rendering.userDidSelect(.home, from: tabs.showing)
    tabs.rendering.userDidSelect(.home, from: tabs.showing)  // at the root already: nothing changes

    #expect(home.stack.isEmpty && home.children.isEmpty)
    #expect(stackListener.dismissed == [["driver", "ride"]])
    #expect(renderer.changes == [.byRouter(animated: true)])
    #expect(tabs.selectedRouter === home && host.children.names == ["FlowScreen"])
  }

  @Test func theTabShownPickedAgainChangesNothingWhenItsRouterOwnsNoStack() {
    let tabs = tabs()
    tabs.select(.home)
    let home = tabs.selectedRouter

    tabs.rendering.userDidSelect(.home, from: tabs.showing)

    #expect(tabs.selectedRouter === home && built.events == ["home"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func anUnknownTabOrARouterRefusedByItsParentIsReported() {
    let elsewhere = TestScreen(name: "elsewhere")
    let other = TestScreen(name: "other")
    other.attachChild(elsewhere)
    let tabs = RIBTabs<Tab>(.home, .finance, host: host) { tab in
      tab == .home ? elsewhere : TestScreen(name: "\(tab)")
    }

    let unknown = RIBsDiagnostics.capture { tabs.select(.profile) }
    let refused = RIBsDiagnostics.capture { tabs.select(.home) }

    #expect(unknown.map(\.message) == ["profile is not one of the tabs; nothing changed."])
    #expect(refused.map(\.kind) == [.childHasAnotherParent])
    #expect(tabs.selectedTab == .home && tabs.selectedRouter == nil && host.children.isEmpty)
    #expect(other.children.names == ["elsewhere"])
  }
}

/// A tab's RIB that shows its screens in a stack of its own.
@MainActor
private final class FlowScreen: ViewableRouter<TestInteractor, TestViewController> {
  let stackListener: DismissalRecorder
  private(set) lazy var stack = RIBStack(host: self, listener: stackListener)

  init(name: String, listener: DismissalRecorder) {
    stackListener = listener
    super.init(interactor: TestInteractor(name: name), viewController: TestViewController())
  }
}
