import RIBs
import RIBsNavigation
import TerminalUI
import Testing

@testable import MiniSuperAppKit

@MainActor
@Suite struct AppRootTabBarControllerTests {
  final class Tab: TerminalViewController {
    let name: String
    var ran: [String] = []
    init(_ name: String) { self.name = name }
    override var title: String { name }
    override var actions: [TerminalAction] {
      [TerminalAction(key: name.prefix(1).lowercased(), title: name) { self.ran.append(self.name) }]
    }
  }

  /// A tab's RIB, whose view is its screen.
  final class TabRouter: ViewableRouter<Interactor, Tab> {}

  let tabBar = AppRootTabBarController()
  let tabs = [Tab("Home"), Tab("Finance"), Tab("Profile")]
  let host = Router(interactor: Interactor())
  let model: RIBTabs<AppTab>

  init() {
    host.interactable.activate()
    let screens: [AppTab: Tab] = [.home: tabs[0], .finance: tabs[1], .profile: tabs[2]]
    model = RIBTabs(.home, .finance, .profile, host: host) { tab in
      TabRouter(interactor: Interactor(), viewController: screens[tab] ?? Tab("?"))
    }
    tabBar.draw(model.rendering)
    model.select(.home)
  }

  @Test func showsTheFirstTabThenTheOneTypedByNumberOrName() {
    #expect(tabBar.title == "Home")
    #expect(tabBar.embeddedViewControllers.first === tabs[0])

    tabBar.handle(input: "2")
    #expect(tabBar.title == "Finance")
    tabBar.handle(input: "PROFILE")
    #expect(tabBar.title == "Profile")
    #expect(tabBar.embeddedViewControllers.map(\.title) == ["Profile"])
    #expect(tabBar.lines(style: .plain).first == "Tabs:  1 Home   2 Finance  [3 Profile]")
  }

  @Test func actionsGoToTheSelectedTabOnly() {
    tabBar.handle(input: "2")
    tabBar.handle(input: "f")
    tabBar.handle(input: "h")
    #expect(tabs[1].ran == ["Finance"])
    #expect(tabs[0].ran.isEmpty)
    #expect(tabBar.pendingMessages == ["There is no 'h' here. Type 1-3 for a tab, or one of: f."])
  }

  @Test func aTabNumberOutOfRangeIsExplained() {
    for input in ["4", "0", "-9223372036854775808", "99999999999999999999"] {
      tabBar.handle(input: input)
    }
    #expect(tabBar.title == "Home")
    #expect(tabBar.pendingMessages.count == 4)
  }
}
