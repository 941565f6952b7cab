import Foundation
import RIBs
import RIBsInspector
import Testing

/// An interactor that says what it is doing.
final class CounterInteractor: Interactor, RIBInspectable {
  var values: [RIBLabelledValue]

  init(_ values: [RIBLabelledValue]) {
    self.values = values
  }

  var labelledValues: [RIBLabelledValue] { values }
}

/// A view-less RIB whose interactor says what it is doing.
final class CounterRouter: Router<CounterInteractor> {
  init(_ values: [RIBLabelledValue]) {
    super.init(interactor: CounterInteractor(values))
  }
}

/// What a RIB says it is doing (`RIBInspectable`), as the inspector shows it now and in the past.
@MainActor
@Suite struct InspectorValuesTests {
  let root = makeLaunchedRoot()

  @Test func aRIBsValuesAreShownWithItAndOnlyItsOwn() async throws {
    root.attachChild(CounterRouter([RIBLabelledValue("count", "1")]))
    root.attachChild(CardRouter())
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    let nodes = try #require(try await client.state().tree?.nodes)

    #expect(nodes.map(\.name) == ["Home", "Counter", "Card"])
    #expect(
      nodes.map { $0.values?.map { "\($0.label): \($0.value)" } } == [nil, ["count: 1"], nil])
    await inspector.stop()
  }

  @Test func valuesAreMadeSafeShortAndFew() async throws {
    let hostile = "\u{1B}]2;PWNED\u{7}<b>x</b>"
    let long = String(repeating: "9", count: 5_000)
    let many = (0..<40).map { RIBLabelledValue("value \($0)", "\($0)") }
    root.attachChild(
      CounterRouter(
        [RIBLabelledValue(hostile, long), RIBLabelledValue("card", "•••• 4242")] + many))
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    let values = try #require(try await client.state().tree?.nodes.last?.values)

    #expect(values.count == 16)
    #expect(values[0].label == #"\u{1B}]2;PWNED\u{7}<b>x</b>"#)
    #expect(values[0].value == String(repeating: "9", count: 199) + "…")
    #expect(values[1].value == "•••• 4242")
    await inspector.stop()
  }

  @Test func aChangeNoEventTellsIsShownAndThePastKeepsTheValueOfItsTime() async throws {
    let counter = CounterRouter([RIBLabelledValue("count", "1")])
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())
    root.attachChild(counter)  // events 1 to 3
    _ = try await client.state { $0.names == ["Home", "Counter"] }
    root.attachChild(CardRouter())  // events 4 to 6
    _ = try await client.state { $0.names == ["Home", "Counter", "Card"] }

    counter.interactor.values = [RIBLabelledValue("count", "2")]  // no event: read once a second
    let changed = try await client.state { state in
      state.tree?.nodes[1].values?.first?.value == "2"
    }
    #expect(changed.tree?.nodes[1].values?.first?.value == "2")

    let page = try await WebSocketTestClient(port: client.port, query: "?token=\(client.token)")
    _ = try await page.nextState()
    let before = try #require(try await page.ask(#"{"type":"moment","after":3}"#))
    let after = try #require(try await page.ask(#"{"type":"moment","after":6}"#))
    #expect(before.tree?.nodes[1].values?.first?.value == "1")
    #expect(after.tree?.nodes[1].values?.first?.value == "2")
    page.close()
    await inspector.stop()
  }
}
