import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// Three columns are two splits: the sidebar's pick shows a RIB that lists items in a split of its
/// own, whose detail is the third column.
@MainActor
@Suite struct RIBSplitThreeColumnTests {
  enum Mailbox: String, Hashable, Codable { case inbox, sent }

  /// The middle column: a mailbox's messages, and the message picked.
  final class MailboxRouter: ViewableRouter<TestInteractor, TestViewController> {
    let listener = DismissalRecorder()
    private(set) lazy var split = RIBSplit<Int>(host: self, listener: listener) { [name] number in
      TestScreen(name: "\(name) message \(number)")
    }
    let name: String

    init(name: String) {
      self.name = name
      super.init(interactor: TestInteractor(name: name), viewController: TestViewController())
    }
  }

  let host = TestScreen(name: "mail")
  let listener = DismissalRecorder()
  let mailboxes: RIBSplit<Mailbox>

  init() {
    host.interactor.activate()
    mailboxes = RIBSplit(host: host, listener: listener) { MailboxRouter(name: "\($0)") }
  }

  private func shownMailbox() throws -> MailboxRouter {
    try #require(mailboxes.detailScreen?.router as? MailboxRouter)
  }

  @Test func theMiddleColumnsSplitIsTheLastColumn() throws {
    mailboxes.rendering.userDidSelect(.inbox, from: mailboxes.showing)
    let inbox = try shownMailbox()
    let beforeAPick = mailboxes.rendering.contentSplit?.detailScreen

    inbox.split.rendering.userDidSelect(2, from: inbox.split.showing)

    #expect(beforeAPick == nil)
    #expect(mailboxes.rendering.contentSplit?.detailScreen == inbox.split.detailScreen)
    #expect(
      host.treeDescription == """
        TestScreen (active)
          Mailbox (active)
            TestScreen (active)
        """)
  }

  /// A middle column that hosts two splits: its messages, made first, and their attachments.
  final class TwoSplitsRouter: ViewableRouter<TestInteractor, TestViewController> {
    let listener = DismissalRecorder()
    private(set) lazy var messages = RIBSplit<Int>(host: self, listener: listener) { number in
      TestScreen(name: "message \(number)")
    }
    private(set) lazy var attachments = RIBSplit<String>(host: self, listener: listener) { name in
      TestScreen(name: name)
    }

    init() {
      super.init(interactor: TestInteractor(name: "two"), viewController: TestViewController())
      _ = (messages, attachments)
    }
  }

  @Test func aRouterHostsSeveralSplitsAndTheFirstIsTheLastColumnOfThree() throws {
    let columns = RIBSplit<Mailbox>(host: host, listener: listener) { _ in TwoSplitsRouter() }
    columns.select(.inbox)
    let middle = try #require(columns.detailRouter as? TwoSplitsRouter)

    middle.messages.select(1)
    middle.attachments.select("photo")
    let contentDetail = columns.rendering.contentSplit?.detailScreen

    #expect(contentDetail == middle.messages.detailScreen)
    #expect(middle.attachments.detailScreen != nil && middle.children.count == 2)
    #expect(columns.rendering.contentSplit?.id == middle.messages.rendering.id)
  }

  @Test func aMiddleColumnThatHostsNoSplitHasNoLastColumn() {
    let plain = RIBSplit<Int>(host: host, listener: listener) { TestScreen(name: "\($0)") }
    plain.select(1)
    #expect(plain.detailScreen != nil && plain.rendering.contentSplit == nil)
  }

  @Test func backFromTheLastColumnLeavesTheMessageAndBackFromTheMiddleLeavesTheMailbox() throws {
    mailboxes.rendering.userDidSelect(.inbox, from: mailboxes.showing)
    let inbox = try shownMailbox()
    inbox.split.rendering.userDidSelect(2, from: inbox.split.showing)

    // On a compact width: back from the message, then from the mailbox.
    mailboxes.rendering.contentSplit?.userDidLeaveDetail(from: inbox.split.showing)
    let afterFirstBack = (inbox.split.selection, inbox.children.count)
    mailboxes.rendering.userDidLeaveDetail(from: mailboxes.showing)

    #expect(afterFirstBack == (nil, 0))
    #expect(inbox.listener.dismissed == [["inbox message 2"]])
    #expect(listener.dismissed == [["MailboxRouter"]])
    #expect(host.children.isEmpty && mailboxes.rendering.contentSplit == nil)
  }

  @Test func anotherMailboxDetachesTheMessageShownWithItsMailbox() throws {
    mailboxes.rendering.userDidSelect(.inbox, from: mailboxes.showing)
    let inbox = try shownMailbox()
    inbox.split.rendering.userDidSelect(2, from: inbox.split.showing)
    let message = try #require(inbox.split.detailScreen?.router)

    mailboxes.rendering.userDidSelect(.sent, from: mailboxes.showing)

    #expect(!message.interactable.isActive && !inbox.interactable.isActive)
    #expect(try shownMailbox().name == "sent")
    #expect(mailboxes.rendering.contentSplit?.detailScreen == nil)
    #expect(listener.dismissed == [["MailboxRouter"]])
  }
}
