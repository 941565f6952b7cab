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
  let listener = AnswerRecorder<Answer>()
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

    dialogs.rendering.userDidChoose(buttonAt: 0, in: shown.id)
    dialogs.rendering.userDidChoose(buttonAt: 1, in: shown.id)  // a second tap on the same dialog

    #expect(shown.dialog == Self.removal && Self.removal.cancelButton?.action == .keep)
    #expect(dialogs.shown == nil && dialogs.dialog == nil)
    #expect(listener.actions == [.remove])
    #expect(renderer.changes == [.byRouter(animated: true), .byUser])
  }

  @Test func anAnswerForADialogTheRouterReplacedChangesNothing() throws {
    dialogs.show(Self.removal)
    let first = try #require(dialogs.shown)
    dialogs.show(Self.failure, animated: false)
    let second = try #require(dialogs.shown)

    dialogs.rendering.userDidChoose(buttonAt: 0, in: first.id)  // late, from the first dialog
    dialogs.rendering.userDidDismiss(first.id)

    #expect(first.id != second.id)
    #expect(dialogs.shown == second && dialogs.rendering.shown(as: .alert)?.id == second.id)
    #expect(dialogs.rendering.shown(as: .confirmationDialog) == nil)
    #expect(listener.actions.isEmpty)
  }

  @Test func theSameDialogShownAgainIsAnotherShowing() throws {
    dialogs.show(Self.removal)
    let first = try #require(dialogs.shown)
    dialogs.show(Self.removal)

    dialogs.rendering.userDidChoose(buttonAt: 0, in: first.id)

    #expect(dialogs.shown?.dialog == Self.removal && dialogs.shown?.id != first.id)
    #expect(listener.actions.isEmpty)
  }

  @Test func aButtonReportedAfterSwiftUIDismissedTheDialogIsStillTheAnswerOnce() throws {
    let renderer = ChangeRecorder(following: dialogs)
    dialogs.show(Self.removal)
    let shown = try #require(dialogs.shown)

    dialogs.rendering.userDidDismiss(shown.id)  // the binding set to false first
    let afterDismissal = dialogs.shown
    dialogs.rendering.userDidChoose(buttonAt: 1, in: shown.id)  // then the button's action
    dialogs.rendering.userDidChoose(buttonAt: 0, in: shown.id)
    dialogs.rendering.userDidDismiss(shown.id)

    #expect(afterDismissal == nil)
    #expect(listener.actions == [.keep])
    #expect(renderer.changes == [.byRouter(animated: true), .byUser])
  }

  @Test func aDialogTheRouterDismissedIsNeverAnswered() throws {
    dialogs.show(Self.removal)
    let shown = try #require(dialogs.shown)
    dialogs.dismiss(animated: false)
    dialogs.dismiss()  // none shown: nothing changes

    dialogs.rendering.userDidChoose(buttonAt: 0, in: shown.id)

    #expect(dialogs.shown == nil && listener.actions.isEmpty)
  }

  @Test func aDialogWithoutButtonsOrAButtonItDoesNotHaveIsReported() throws {
    let closed = RIBsDiagnostics.capture {
      dialogs.show(RIBDialog(.alert, title: "Done", buttons: []))
    }
    dialogs.show(Self.failure)
    let shown = try #require(dialogs.shown)
    let foreign = RIBsDiagnostics.capture {
      dialogs.rendering.userDidChoose(buttonAt: 1, in: shown.id)
    }

    #expect(
      closed.map(\.message) == [
        "The dialog \"Done\" has no buttons, so the user could not close it; it was not shown."
      ])
    #expect(
      foreign.map(\.message) == [
        "The dialog \"Could not remove the card\" has no button 2 (it has 1); nothing changed."
      ])
    #expect(foreign.map(\.kind) == [.invalidNavigation])
    #expect(dialogs.shown == shown && listener.actions.isEmpty)
  }

  @Test func cancellingPicksTheCancelButtonOrDismissesADialogWithout() throws {
    dialogs.show(Self.removal)
    let question = try #require(dialogs.rendering.shown)
    dialogs.rendering.userDidCancel(question.id)
    dialogs.show(Self.failure)
    let failure = try #require(dialogs.rendering.shown)
    dialogs.rendering.userDidCancel(failure.id)

    #expect(question.cancelButtonIndex == 1 && failure.cancelButtonIndex == nil)
    #expect(listener.actions == [.keep])
    #expect(dialogs.shown == nil)
  }

  @Test func whatARendererSeesIsTheDialogsTextsAndRolesNotItsActions() throws {
    dialogs.show(Self.removal)

    let shown = try #require(dialogs.rendering.shown)

    #expect(shown.title == "Remove Visa ****1111?" && shown.message == "You can add it again.")
    #expect(shown.style == .confirmationDialog)
    #expect(shown.buttons.map(\.title) == ["Remove", "Keep"])
    #expect(shown.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func aHostShowsOneDialogAtATimeThroughAllItsPresentations() {
    let other = RIBDialogPresentation<Answer>(host: host, listener: listener)
    dialogs.show(Self.removal)

    let reports = RIBsDiagnostics.capture { other.show(Self.failure) }
    dialogs.dismiss()
    other.show(Self.failure)

    #expect(
      reports.map(\.message) == [
        "TestScreen shows a dialog already, through another RIBDialogPresentation, and a host "
          + "shows one at a time; the dialog \"Could not remove the card\" was not shown."
      ])
    #expect(other.dialog == Self.failure)
  }

  @Test func withItsHostGoneNoDialogIsNumberedOrShownAndALateAnswerFindsNoOther() throws {
    var gone: TestScreen? = TestScreen(name: "gone")
    let orphan = RIBDialogPresentation<Answer>(host: try #require(gone), listener: listener)
    orphan.show(Self.removal)
    let first = try #require(orphan.shown)
    gone = nil

    let reports = RIBsDiagnostics.capture {
      orphan.show(Self.failure)
      orphan.show(Self.removal)
    }
    let shownAfterwards = orphan.shown
    orphan.rendering.userDidChoose(buttonAt: 0, in: first.id)

    #expect(reports.count == 2 && reports.allSatisfy { $0.kind == .invalidNavigation })
    #expect(
      reports.first?.message
        == "RIBDialogPresentation<Answer> was asked to show the dialog \"Could not remove the "
        + "card\" after its host router was deallocated; nothing changed.")
    // The first dialog is still the one shown, and its answer is its own.
    #expect(shownAfterwards == first)
    #expect(listener.actions == [.remove])
  }
}
