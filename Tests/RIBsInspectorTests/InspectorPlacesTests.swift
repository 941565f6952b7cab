import Foundation
import RIBs
import RIBsInspector
import RIBsNavigation
import RIBsTesting
import Testing

/// A RIB that shows its children in a stack and a sheet.
final class FlowRouter: ViewableRouter<Interactor, ViewControllableMock>, UserNavigationListener {
  enum Route: Hashable, Codable {
    case amount
    case card(last4: String)
    case help
  }

  private(set) lazy var stack = RIBStack(host: self, listener: self)
  private(set) lazy var presentation = RIBPresentation(host: self, listener: self)

  init() {
    super.init(interactor: Interactor(), viewController: ViewControllableMock())
  }

  func userDidDismiss(_ screens: [RIBScreen]) {}
}

/// Where a parent's navigation shows each RIB, with its route, as the inspector shows it.
@MainActor
@Suite struct InspectorPlacesTests {
  let root = makeLaunchedRoot()

  @Test func eachRIBIsShownWithItsPlaceAndRoute() async throws {
    let flow = FlowRouter()
    root.attachChild(flow)
    flow.stack.push(HomeRouter(), route: FlowRouter.Route.amount)
    flow.stack.push(HomeRouter(), route: FlowRouter.Route.card(last4: "\u{1B}[31m4242"))
    flow.presentation.present(HomeRouter(), route: FlowRouter.Route.help, style: .popover)
    flow.attachChild(CardRouter())  // attached, but shown by no model
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    let nodes = try #require(try await client.state().tree?.nodes)

    #expect(
      nodes.map(\.place) == [
        nil, nil, "screen 1 of 2 of a stack, route amount",
        #"screen 2 of 2 of a stack, route card(last4: "\u{1B}[31m4242")"#,
        "a popover, route help", nil,
      ])
    await inspector.stop()
  }

  @Test func thePastShowsEachRIBWhereItWasThen() async throws {
    let flow = FlowRouter()
    root.attachChild(flow)
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())
    flow.stack.push(HomeRouter(), route: FlowRouter.Route.amount)  // events 1 to 3
    _ = try await client.state { $0.names.count == 3 }
    flow.stack.push(HomeRouter(), route: FlowRouter.Route.help)  // events 4 to 6
    _ = try await client.state { $0.names.count == 4 }

    let page = try await WebSocketTestClient(port: client.port, query: "?token=\(client.token)")
    _ = try await page.nextState()
    let before = try #require(try await page.ask(#"{"type":"moment","after":3}"#))
    let after = try #require(try await page.ask(#"{"type":"moment","after":6}"#))

    #expect(
      before.tree?.nodes.map(\.place) == [nil, nil, "screen 1 of 1 of a stack, route amount"])
    #expect(
      after.tree?.nodes.map(\.place) == [
        nil, nil, "screen 1 of 2 of a stack, route amount", "screen 2 of 2 of a stack, route help",
      ])
    page.close()
    await inspector.stop()
  }

  /// A RIB with two tabs that stay attached.
  final class TabsRouter: ViewableRouter<Interactor, ViewControllableMock> {
    enum Tab: String, Hashable, Codable { case wallet, profile }
    private(set) lazy var tabs = RIBTabs<Tab>(.wallet, .profile, host: self) { _ in HomeRouter() }

    init() {
      super.init(interactor: Interactor(), viewController: ViewControllableMock())
    }
  }

  @Test func aTabPickedWithoutAnEventIsShownSelected() async throws {
    let tabbed = TabsRouter()
    root.attachChild(tabbed)
    tabbed.tabs.select(.profile)
    tabbed.tabs.select(.wallet)
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    // Both stay attached: no event.
    tabbed.tabs.rendering.userDidSelect(.profile, from: tabbed.tabs.showing)

    let shown = try await client.state { state in
      state.tree?.nodes.contains { $0.place == "tab profile (selected)" } == true
    }
    #expect(
      Set(shown.tree?.nodes.compactMap(\.place) ?? []) == ["tab wallet", "tab profile (selected)"])
    await inspector.stop()
  }
}
