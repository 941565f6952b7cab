import RIBs
import RIBsSwiftUI
import Testing

/// The finance tab of a SwiftUI app: a stack of screens, and a sheet above them.
@MainActor
final class FinanceTabRouter: Router<JournalingInteractor> {
  let stack = RouterStack()
  let presentation = RouterPresentation()

  override init(interactor: JournalingInteractor) {
    super.init(interactor: interactor)
    stack.host = self
    presentation.host = self
  }
}

struct NoFinanceTab: Error {}

/// A deep link's workflow: it drives the same models a user's taps drive.
@MainActor
final class OpenTopupWorkflow: Workflow<RouterTabs<HomeTab>> {
  let completed = AsyncStream.makeStream(of: Void.self)

  init(screen: @escaping @MainActor (String) -> ScreenRouter) {
    super.init()
    onStep { (tabs: RouterTabs<HomeTab>) in
      tabs.select(.finance)
      guard let finance = tabs.selectedRouter as? FinanceTabRouter else { throw NoFinanceTab() }
      return (finance, ())
    }
    .onStep { (finance: FinanceTabRouter, _: Void) in
      finance.stack.push(screen("Cards"))
      finance.stack.push(screen("Card"))
      return (finance, ())
    }
    .onStep { (finance: FinanceTabRouter, _: Void) in
      finance.presentation.present(screen("Topup"))
      return (finance, ())
    }
    .commit()
  }

  override func didComplete() { completed.continuation.yield() }
}

@MainActor
@Suite struct DeepLinkThroughModelsTests {
  @Test func aDeepLinkOpensATabPushesTwoScreensAndPresentsASheet() async throws {
    let tree = NavigationTree()
    let tabs = RouterTabs(HomeTab.transport, .finance, host: tree.root) { [tree] tab in
      tab == .finance
        ? FinanceTabRouter(interactor: JournalingInteractor(name: "Finance", journal: tree.journal))
        : tree.screen("\(tab)")
    }
    tabs.select(.transport)
    let workflow = OpenTopupWorkflow(screen: tree.screen)

    let subscription = workflow.subscribe(tabs)
    for await _ in workflow.completed.stream { break }

    let finance = try #require(tabs.selectedRouter as? FinanceTabRouter)
    #expect(tabs.selection == .finance)
    #expect(finance.stack.path.names == ["Cards", "Card"])
    #expect(finance.presentation.sheet.map { [$0] }?.names == ["Topup"])
    #expect(
      tree.journal.entries == ["+Transport", "-Transport", "+Finance", "+Cards", "+Card", "+Topup"])

    // The user then drags the sheet down and swipes back twice, as on a device.
    finance.presentation.sheet = nil
    finance.stack.path.removeLast()
    finance.stack.path.removeLast()
    #expect(tree.journal.entries.suffix(3) == ["-Topup", "-Card", "-Cards"])
    #expect(finance.children.isEmpty)
    subscription.cancel()
  }
}
