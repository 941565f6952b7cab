import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// Every decision a tabs renderer makes, run against a recording container: what each tab shows,
/// and which pick reaches the tabs.
@MainActor
@Suite struct RIBTabsRendererTests {
  enum Tab: String, Hashable, Codable { case home, finance }

  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let tabs: RIBTabs<Tab>
  let container = RecordingTabsContainer()
  let renderer: RIBTabsRenderer<Tab, RecordingTabsContainer>

  init() {
    host.interactor.activate()
    tabs = RIBTabs(.home, .finance, host: host, detachingLeftTabs: listener) { tab in
      TestScreen(name: tab.rawValue)
    }
    renderer = RIBTabsRenderer(
      container: container, placeholder: { FakeView(name: "\($0.rawValue) placeholder") },
      view: { screen, _ in screen.fakeView })
  }

  @Test func eachTabShowsItsPlaceholderUntilItsRIBIsAttached() {
    renderer.draw(tabs.rendering)
    tabs.select(.home, animated: false)

    #expect(
      container.calls == [
        "show [home placeholder, finance placeholder] selecting 0",
        "show [home, finance placeholder] selecting 0",
      ])
  }

  @Test func aPickReachesTheTabsWhichDetachTheTabLeftAndTheContainerFollows() {
    renderer.draw(tabs.rendering)
    tabs.select(.home)

    container.selectedIndex = 1  // the user tapped the finance tab
    renderer.userDidPick(tabAt: 1)

    #expect(tabs.selectedTab == .finance && host.children.names == ["finance"])
    #expect(listener.dismissed == [["home"]])
    #expect(container.calls.last == "show [home placeholder, finance] selecting 1")
  }

  @Test func aPickBeforeTheTabsAreDrawnOrOutOfThemChangesNothing() {
    renderer.userDidPick(tabAt: 1)
    renderer.draw(tabs.rendering)
    tabs.select(.home)

    renderer.userDidPick(tabAt: 2)

    #expect(tabs.selectedTab == .home && host.children.names == ["home"])
    #expect(container.calls.count == 2)
  }

  @Test func tabsDrawnTwiceAreDrawnOncePerChange() {
    renderer.draw(tabs.rendering)
    renderer.draw(tabs.rendering)

    tabs.select(.home)

    #expect(container.calls.count == 3)
    #expect(tabs.rendererCount == 1)
  }
}
