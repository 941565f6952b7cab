import Foundation
import RIBs
import RIBsInspector
import Testing

/// What the inspector shows: the live tree, the events that change it and the diagnostics.
@MainActor
@Suite struct InspectorTreeTests {
  let root = makeLaunchedRoot()

  @Test func theTreeShowsEachRIBsTypesStateAndView() async throws {
    root.attachChild(CardRouter())
    let inspector = RIBInspector(root: root, title: "Wallet")
    let client = try InspectorClient(url: try await inspector.start())

    let state = try await client.state()

    #expect(state.type == "hello")
    #expect(state.title == "Wallet")
    let nodes = try #require(state.tree?.nodes)
    #expect(nodes.map(\.name) == ["Home", "Card"])
    #expect(nodes.map(\.parent) == [-1, 0])
    #expect(nodes.map(\.isActive) == [true, true])
    #expect(nodes[0].router == "RIBsInspectorTests.HomeRouter")
    #expect(nodes[0].interactor == "RIBs.Interactor")
    #expect(nodes[0].view == "RIBsTesting.ViewControllableMock")
    #expect(nodes[1].view == nil)
    #expect(nodes[0].id == String(root.ribIdentity.id))
    await inspector.stop()
  }

  @Test func attachingAndDetachingUpdateTheTreeAndTheTimeline() async throws {
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    root.attachChild(CardRouter())
    let attached = try await client.state { $0.names == ["Home", "Card"] }
    root.detachChild(root.children[0])
    let detached = try await client.state { $0.names == ["Home"] }

    #expect(attached.names == ["Home", "Card"])
    #expect(attached.eventLines == ["attach Card", "activate Card", "load Card"])
    #expect(attached.events.allSatisfy { $0.parent?.name == "Home" })
    #expect(detached.names == ["Home"])
    #expect(detached.eventLines.suffix(2) == ["deactivate Card", "detach Card"])
    #expect((try #require(detached.tree?.revision)) > (try #require(attached.tree?.revision)))
    await inspector.stop()
  }

  @Test func aPageThatConnectsLaterSeesTheLaunchOfAnInspectorStartedBeforeIt() async throws {
    let app = HomeRouter()
    let inspector = RIBInspector(root: app, title: "Wallet")
    let client = try InspectorClient(url: try await inspector.start())

    app.interactable.activate()
    app.load()
    app.attachChild(CardRouter())
    _ = try await client.state { $0.names == ["Home", "Card"] }
    // A page that opens now starts from everything since the inspector started.
    let late = try await client.state { $0.type == "hello" }

    #expect(
      late.eventLines == [
        "activate Home", "load Home", "attach Card", "activate Card", "load Card",
      ])
    await inspector.stop()
  }

  @Test func anotherTreesEventsAreNotShown() async throws {
    let other = makeLaunchedRoot()
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    other.attachChild(CardRouter())
    root.attachChild(HomeRouter())
    let state = try await client.state { $0.names.count == 2 }

    #expect(state.names == ["Home", "Home"])
    #expect(state.events.allSatisfy { $0.rib.name == "Home" })
    await inspector.stop()
  }

  @Test func diagnosticsAreListedAsTheyHappen() async throws {
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    // A warning: the standard handler prints it and goes on.
    RIBsDiagnostics.report(
      RIBsDiagnostic(kind: .scopeIsInactive, message: "InspectorTreeTests: a late callback"))
    // Until this one is there: a test running beside it may report one of its own first.
    func isThis(_ diagnostic: InspectorState.Diagnostic) -> Bool {
      diagnostic.message.hasPrefix("InspectorTreeTests")
    }
    let state = try await client.state { $0.diagnostics.contains(where: isThis) }

    let diagnostic = try #require(state.diagnostics.first(where: isThis))
    #expect(diagnostic.kind == "scopeIsInactive")
    #expect(diagnostic.severity == "warning")
    await inspector.stop()
  }

  @Test func capturedDiagnosticsStayWithTheCodeThatCapturesThem() async throws {
    var reports: [RIBsDiagnostic] = []
    let observation = RIBsDiagnostics.addObserver { reports.append($0) }
    defer { observation.cancel() }

    let captured = RIBsDiagnostics.capture {
      root.detachChild(CardRouter())
    }

    #expect(captured.map(\.kind) == [.detachedRouterIsNotAChild])
    #expect(!reports.contains { $0.kind == .detachedRouterIsNotAChild })
  }

  @Test func theInspectorDoesNotKeepTheTreeAlive() async throws {
    weak var released: HomeRouter?
    let inspector: RIBInspector
    do {
      let tree = makeLaunchedRoot()
      released = tree
      inspector = RIBInspector(root: tree)
      try await inspector.start()
    }

    #expect(released == nil)
    await inspector.stop()
  }

  @Test func aChainOf100000RIBsIsServed() async throws {
    let inspector = RIBInspector(root: root)
    let client = try InspectorClient(url: try await inspector.start())

    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      var bottom: any Routing = root
      for _ in 1..<100_000 {
        let next = CardRouter()
        bottom.attachChild(next)
        bottom = next
      }
    }
    let state = try await client.state(within: .seconds(60)) { $0.names.count == 100_000 }

    #expect(state.tree?.nodes.count == 100_000)
    #expect(state.tree?.nodes.last?.depth == 99_999)
    #expect(state.tree?.nodes.last?.parent == 99_998)
    #expect(state.events.count == 1_000)
    #expect(state.events.last?.kind == "load")
    await inspector.stop()
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      root.detachChild(root.children[0])
    }
  }
}
