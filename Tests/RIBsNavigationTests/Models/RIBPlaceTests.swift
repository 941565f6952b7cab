import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// Where each model says it shows its RIBs, for tools: the stack's positions, the presentation's
/// style, the tabs' names, each with its route.
@MainActor
@Suite struct RIBPlaceTests {
  enum Tab: Hashable, Codable { case home, wallet }
  enum Route: Hashable, Codable { case amount, cards }

  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()

  init() {
    host.interactor.activate()
  }

  @Test func eachModelNamesThePlaceOfEachRIBItShows() throws {
    let stack = RIBStack(host: host, listener: listener)
    let amount = TestScreen(name: "amount")
    let cards = TestScreen(name: "cards")
    stack.push(amount, route: Route.amount)
    stack.push(cards)
    let presentation = RIBPresentation(host: host, listener: listener)
    let help = TestScreen(name: "help")
    presentation.present(help, route: Route.cards, style: .fullScreenCover)
    let tabs = RIBTabs<Tab>(.home, .wallet, host: host) { TestScreen(name: "\($0)") }
    tabs.select(.wallet)
    tabs.select(.home)

    #expect(
      stack.places[ObjectIdentifier(amount)]?.description
        == "screen 1 of 2 of a stack, route amount")
    #expect(stack.places[ObjectIdentifier(cards)]?.description == "screen 2 of 2 of a stack")
    #expect(presentation.places.values.map(\.description) == ["a full-screen cover, route cards"])
    #expect(
      Set(tabs.places.values.map(\.description)) == ["tab home (selected)", "tab wallet"])
    // The host names them all, model after model, in the order they were made.
    #expect(host.navigationModels.count == 3)
    #expect(host.navigationPlaces.count == 5)
    #expect(RIBDialogPresentation<Route>(host: host, listener: Ignore()).places.isEmpty)
  }
}

/// Hears nothing.
@MainActor
private final class Ignore: UserNavigationListener {
  func userDidDismiss(_ screens: [RIBScreen]) {}
  func userDidChoose(_ action: RIBPlaceTests.Route) {}
}
