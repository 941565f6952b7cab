import RIBs
import RIBsSwiftUI
import Testing

enum HomeTab: Hashable, CustomStringConvertible {
  case finance, transport, profile

  var description: String {
    switch self {
    case .finance: "Finance"
    case .transport: "Transport"
    case .profile: "Profile"
    }
  }
}

@MainActor
@Suite struct RouterTabsTests {
  let tree = NavigationTree()
  let listener = DismissalRecorder()
  let tabs: RouterTabs<HomeTab>

  init() {
    tabs = RouterTabs(.finance, .transport, .profile) { [tree] tab in tree.screen("\(tab)") }
    tabs.host = tree.root
    tabs.listener = listener
  }

  @Test func nothingIsAttachedUntilTheHostSelectsATab() {
    #expect(tabs.selection == .finance)
    #expect(tabs.selectedRouter == nil)
    #expect(tree.attached.isEmpty)

    tabs.select(.finance)
    #expect(tree.attached == ["Finance"])
    #expect(tabs.router(of: .finance) === tabs.selectedRouter)
    #expect(tabs.router(of: .profile) == nil)
  }

  @Test func aTabSwitchByTheUserDetachesTheTabLeftThenAttachesTheTabPicked() {
    tabs.select(.finance)

    tabs.selection = .profile  // what `TabView(selection:)` does when the user taps a tab

    #expect(tree.journal.entries == ["+Finance", "-Finance", "+Profile"])
    #expect(tree.attached == ["Profile"])
    #expect(listener.dismissed == [["Finance"]])
    #expect(tabs.selection == .profile)
  }

  @Test func theRouterSelectsATabTheSameWayWithoutTellingTheListener() {
    tabs.select(.finance)
    tabs.select(.transport)
    tabs.select(.transport)  // the tab shown: nothing changes
    tabs.selection = .transport

    #expect(tree.journal.entries == ["+Finance", "-Finance", "+Transport"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aTabThatIsNotOneOfTheTabsIsRefused() {
    let two = RouterTabs(HomeTab.finance, .transport, host: tree.root) { [tree] in
      tree.screen("\($0)")
    }
    let reports = RIBsDiagnostics.capture { two.select(.profile) }
    #expect(reports.map(\.kind) == [.invalidNavigation])
    #expect(reports.first?.message == "Profile is not one of the tabs; nothing changed.")
    #expect(two.selectedRouter == nil)
  }
}
