import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// Every decision a split renderer makes, run against a recording container: what each column
/// shows, what a collapsed split shows, and which column the user leaves.
@MainActor
@Suite struct RIBSplitRendererTests {
  enum Mailbox: String, Hashable, Codable { case inbox, sent }

  /// A mailbox, whose split of messages is the third column.
  final class MailboxRouter: ViewableRouter<TestInteractor, TestViewController> {
    let listener = DismissalRecorder()
    private(set) lazy var split = RIBSplit<Int>(host: self, listener: listener) { number in
      TestScreen(name: "message \(number)")
    }

    init(_ mailbox: Mailbox) {
      super.init(
        interactor: TestInteractor(name: mailbox.rawValue),
        viewController: TestViewController(name: mailbox.rawValue))
      _ = split
    }
  }

  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let split: RIBSplit<Mailbox>
  let container = RecordingSplitContainer()
  let placeholder = FakeView(name: "placeholder")

  init() {
    host.interactor.activate()
    split = RIBSplit(host: host, listener: listener) { MailboxRouter($0) }
  }

  private func twoColumns() -> RIBSplitRenderer<Mailbox, RecordingSplitContainer> {
    let renderer = RIBSplitRenderer<Mailbox, RecordingSplitContainer>(
      container: container, placeholder: placeholder
    ) { $0.fakeView }
    renderer.draw(split.rendering)
    return renderer
  }

  private func threeColumns() -> RIBSplitRenderer<Mailbox, RecordingSplitContainer> {
    let renderer = RIBSplitRenderer<Mailbox, RecordingSplitContainer>(
      container: container, contentPlaceholder: FakeView(name: "pick a mailbox"),
      placeholder: placeholder
    ) { $0.fakeView }
    renderer.draw(split.rendering)
    return renderer
  }

  @Test func theSelectedItemsRIBIsTheDetailBroughtOnScreenAndNoSelectionShowsThePlaceholder() {
    let renderer = twoColumns()

    split.select(.inbox)
    container.isCollapsed = true
    split.select(nil)

    #expect(renderer.split != nil)
    #expect(
      container.calls == [
        "columns automatic", "detail: inbox", "reveal detail", "detail: placeholder",
        "reveal sidebar",
      ])
  }

  @Test func onACollapsedSplitLeavingTheDetailIsTheUsersAndNotOnAWideOne() {
    let renderer = twoColumns()
    split.select(.inbox)

    renderer.containerWillHide(.detail)  // every column shows: UIKit hides nothing the user left
    container.isCollapsed = true
    renderer.containerWillHide(.detail)  // the back button on a phone

    #expect(listener.dismissed == [["MailboxRouter"]])
    #expect(split.selection == nil && host.children.isEmpty)
  }

  @Test func withThreeColumnsTheMiddleRIBsSplitIsFollowedInTheLastColumn() throws {
    let renderer = threeColumns()
    split.select(.inbox)
    let inbox = try #require(split.detailRouter as? MailboxRouter)

    inbox.split.select(2)
    split.select(.sent)
    withExtendedLifetime(renderer) {}

    #expect(
      container.calls == [
        "columns automatic",
        "detail: placeholder", "content: inbox", "reveal content",
        "detail: message 2", "reveal detail",
        "detail: placeholder", "content: sent", "reveal content",
      ])
  }

  @Test func withThreeColumnsLeavingTheLastColumnLeavesTheMiddleRIBsDetail() throws {
    let renderer = threeColumns()
    split.select(.inbox)
    let inbox = try #require(split.detailRouter as? MailboxRouter)
    inbox.split.select(2)
    container.isCollapsed = true

    renderer.containerWillHide(.detail)
    renderer.containerWillHide(.content)

    #expect(inbox.listener.dismissed == [["message 2"]])
    #expect(listener.dismissed == [["MailboxRouter"]])
    #expect(host.children.isEmpty)
  }

  @Test func columnVisibilityIsTheSplitsBothWays() {
    let renderer = twoColumns()

    split.setColumnVisibility(.detailOnly, animated: false)
    renderer.containerDidChangeColumnVisibility(.all)
    split.setColumnVisibility(.all)
    withExtendedLifetime(renderer) {}

    #expect(container.calls == ["columns automatic", "columns detailOnly"])
    #expect(split.columnVisibility == .all)
  }

  @Test func aSplitDrawnTwiceIsDrawnOncePerChange() {
    let renderer = twoColumns()
    renderer.draw(split.rendering)

    split.select(.inbox)

    #expect(container.calls.filter { $0 == "detail: inbox" }.count == 1)
    #expect(split.rendererCount == 1)
  }
}
