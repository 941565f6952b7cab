import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// The one contract of a sidebar and a detail, whatever draws them: what selecting does, what the
/// user's back and picks do, and which late report is ignored.
@MainActor
@Suite struct RIBSplitTests {
  enum Card: String, Hashable, Codable { case visa, amex, mastercard }

  let log = EventLog()
  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let split: RIBSplit<Card>

  init() {
    host.interactor.activate()
    split = RIBSplit(host: host, listener: listener) { [log] card in
      card == .mastercard ? FlowDetail(name: "mastercard") : TestScreen(name: "\(card)", log: log)
    }
  }

  @Test func selectingShowsTheItemsRIBAfterTheOneBeforeResigns() {
    let renderer = ChangeRecorder(following: split)

    split.select(.visa)
    split.select(.visa)  // selected already: nothing changes
    split.select(.amex, animated: false)
    let shown = (split.selection, split.detailScreen?.route(as: Card.self))
    split.select(nil)

    #expect(shown == (.amex, .amex))
    #expect(
      log.events == [
        "visa.didBecomeActive", "visa.didLoad", "visa.willResignActive", "amex.didBecomeActive",
        "amex.didLoad", "amex.willResignActive",
      ])
    #expect(split.selection == nil && split.detailScreen == nil && host.children.isEmpty)
    #expect(
      renderer.changes == [
        .byRouter(animated: true), .byRouter(animated: false), .byRouter(animated: true),
      ])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func theUsersPicksAndBackAreToldAndLateReportsAreIgnored() {
    split.rendering.userDidSelect(.visa, from: split.showing)
    // Replaces visa's detail: the listener hears it.
    split.rendering.userDidSelect(.amex, from: split.showing)
    let amex = split.showing
    split.select(.mastercard)  // the router, meanwhile
    split.rendering.userDidLeaveDetail(from: amex)  // a late back from amex's detail
    split.rendering.userDidSelect(.visa, from: amex)  // a late pick, made while amex was shown
    let afterLateReports = split.selection
    split.rendering.userDidLeaveDetail(from: split.showing)

    #expect(afterLateReports == .mastercard)
    #expect(listener.dismissed == [["visa"], ["FlowDetail"]])  // mastercard's detail
    #expect(split.selection == nil && host.children.isEmpty)
  }

  @Test func aListsSelectionIsAPickWhenSetAndALeavingWhenCleared() {
    let rendering = split.rendering

    rendering.userDidSetSelection(.visa, from: rendering.showing)
    let picked = split.selection
    rendering.userDidSetSelection(nil, from: rendering.showing)

    #expect(picked == .visa && split.selection == nil)
    #expect(listener.dismissed == [["visa"]] && host.children.isEmpty)
  }

  @Test func theItemSelectedPickedAgainPopsItsDetailsStackToTheRoot() throws {
    split.select(.mastercard)
    let detail = try #require(split.detailScreen?.router as? FlowDetail)
    detail.stack.push(TestScreen(name: "statement"))

    split.rendering.userDidSelect(.mastercard, from: split.showing)

    #expect(detail.stack.isEmpty && split.selection == .mastercard)
    #expect(detail.stackListener.dismissed == [["statement"]])
  }

  @Test func columnVisibilityIsStateAndADetailTheHostDetachedIsNoLongerShown() throws {
    let renderer = ChangeRecorder(following: split)
    split.setColumnVisibility(.detailOnly)
    split.rendering.userDidChangeColumnVisibility(.all)
    split.rendering.userDidChangeColumnVisibility(.all)  // no change
    split.select(.visa)
    host.detachChild(try #require(split.detailScreen?.router))

    #expect(split.columnVisibility == .all)
    #expect(split.selection == nil && split.places.isEmpty)
    #expect(
      renderer.changes == [
        .byRouter(animated: true), .byUser, .byRouter(animated: true), .byRouter(animated: true),
      ])
  }

  @Test func theDetailsPlaceAndRouteAreNamed() throws {
    split.select(.amex)
    let screen = try #require(split.detailScreen)
    #expect(
      split.places[ObjectIdentifier(screen.router)]?.description
        == "the detail of a split view, route amex")
  }
}

/// A detail that shows its screens in a stack of its own.
@MainActor
private final class FlowDetail: ViewableRouter<TestInteractor, TestViewController> {
  let stackListener = DismissalRecorder()
  private(set) lazy var stack = RIBStack(host: self, listener: stackListener)

  init(name: String) {
    super.init(interactor: TestInteractor(name: name), viewController: TestViewController())
  }
}
