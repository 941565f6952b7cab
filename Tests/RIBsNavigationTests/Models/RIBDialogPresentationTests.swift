import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// The one contract of an alert or a confirmation dialog, whatever draws it: which answer is
/// reported, once, and which is stale.
@MainActor
@Suite struct RIBDialogPresentationTests {
  enum Answer: Hashable, Sendable { case remove, keep, retry }

  let host = TestScreen(name: "host")
  let listener = AnswerRecorder()
  let dialogs: RIBDialogPresentation<Answer>

  init() {
    dialogs = RIBDialogPresentation(host: host, listener: listener)
  }

  static let removal = RIBDialog<Answer>(
    .confirmationDialog, title: "Remove Visa ****1111?", message: "You can add it again.",
    buttons: [
      .init("Remove", role: .destructive, action: .remove),
      .init("Keep", role: .cancel, action: .keep),
    ])
  static let failure = RIBDialog<Answer>(
    .alert, title: "Could not remove the card", buttons: [.init("Try again", action: .retry)])

  @Test func aButtonTheUserPickedIsReportedOnceAndTheDialogGoes() throws {
    let renderer = ChangeRecorder(following: dialogs)
    dialogs.show(Self.removal)
    let shown = try #require(dialogs.shown)

    dialogs.userDidChoose(.remove, in: shown.id)
    dialogs.userDidChoose(.keep, in: shown.id)  // a second tap on the same dialog

    #expect(shown.dialog == Self.removal && Self.removal.cancelButton?.action == .keep)
    #expect(dialogs.shown == nil && dialogs.dialog == nil)
    #expect(listener.answers == [.remove])
    #expect(renderer.changes == [.byRouter(animated: true), .byUser])
  }

  @Test func anAnswerForADialogTheRouterReplacedChangesNothing() throws {
    dialogs.show(Self.removal)
    let first = try #require(dialogs.shown)
    dialogs.show(Self.failure, animated: false)
    let second = try #require(dialogs.shown)

    dialogs.userDidChoose(.remove, in: first.id)  // late, from the first dialog
    dialogs.userDidDismiss(first.id)

    #expect(first.id != second.id)
    #expect(dialogs.shown == second && dialogs.shown(as: .alert) == second)
    #expect(dialogs.shown(as: .confirmationDialog) == nil)
    #expect(listener.answers.isEmpty)
  }

  @Test func theSameDialogShownAgainIsAnotherShowing() throws {
    dialogs.show(Self.removal)
    let first = try #require(dialogs.shown)
    dialogs.show(Self.removal)

    dialogs.userDidChoose(.remove, in: first.id)

    #expect(dialogs.shown?.dialog == Self.removal && dialogs.shown?.id != first.id)
    #expect(listener.answers.isEmpty)
  }

  @Test func aButtonReportedAfterSwiftUIDismissedTheDialogIsStillTheAnswerOnce() throws {
    let renderer = ChangeRecorder(following: dialogs)
    dialogs.show(Self.removal)
    let shown = try #require(dialogs.shown)

    dialogs.userDidDismiss(shown.id)  // the binding set to false first
    let afterDismissal = dialogs.shown
    dialogs.userDidChoose(.keep, in: shown.id)  // then the button's action
    dialogs.userDidChoose(.remove, in: shown.id)
    dialogs.userDidDismiss(shown.id)

    #expect(afterDismissal == nil)
    #expect(listener.answers == [.keep])
    #expect(renderer.changes == [.byRouter(animated: true), .byUser])
  }

  @Test func aDialogTheRouterDismissedIsNeverAnswered() throws {
    dialogs.show(Self.removal)
    let shown = try #require(dialogs.shown)
    dialogs.dismiss(animated: false)
    dialogs.dismiss()  // none shown: nothing changes

    dialogs.userDidChoose(.remove, in: shown.id)

    #expect(dialogs.shown == nil && listener.answers.isEmpty)
  }

  @Test func aDialogWithoutButtonsOrAnActionNoButtonHasIsReported() throws {
    let closed = RIBsDiagnostics.capture {
      dialogs.show(RIBDialog(.alert, title: "Done", buttons: []))
    }
    dialogs.show(Self.failure)
    let shown = try #require(dialogs.shown)
    let foreign = RIBsDiagnostics.capture { dialogs.userDidChoose(.remove, in: shown.id) }

    #expect(
      closed.map(\.message) == [
        "The dialog \"Done\" has no buttons, so the user could not close it; it was not shown."
      ])
    #expect(
      foreign.map(\.message) == [
        "remove is not the action of a button of the dialog \"Could not remove the card\"; "
          + "nothing changed."
      ])
    #expect(foreign.map(\.kind) == [.invalidNavigation])
    #expect(dialogs.shown == shown && listener.answers.isEmpty)
  }
}

/// Records the answers a dialog presentation reports.
@MainActor
final class AnswerRecorder: RIBDialogListener {
  var answers: [RIBDialogPresentationTests.Answer] = []

  func userDidChoose(_ action: RIBDialogPresentationTests.Answer) {
    answers.append(action)
  }
}
