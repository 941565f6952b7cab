import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// Every decision a modal renderer makes, run against a recording container whose transitions end
/// when the test says: what is presented over what, the order of dismiss and present, and what the
/// user's dismissals and buttons reach.
@MainActor
@Suite struct RIBModalRendererTests {
  enum Answer: Hashable { case leave, stay }

  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let answers = AnswerRecorder<Answer>()
  let presentation: RIBPresentation
  let dialogs: RIBDialogPresentation<Answer>
  let container = RecordingModalContainer()
  let renderer: RIBModalRenderer<RecordingModalContainer>
  /// What each dialog view's buttons call, by the view's name.
  let buttons = DialogButtons()

  static let leave = RIBDialog<Answer>(
    .alert, title: "Leave?",
    buttons: [.init("Leave", role: .destructive, action: .leave), .init("Stay", action: .stay)])

  init() {
    host.interactor.activate()
    presentation = RIBPresentation(host: host, listener: listener)
    dialogs = RIBDialogPresentation(host: host, listener: answers)
    renderer = RIBModalRenderer(
      container: container, screenView: { screen, _ in screen.fakeView },
      dialogView: buttons.view(for:choose:))
    renderer.draw(presentation.rendering)
    renderer.draw(dialogs.rendering)
  }

  /// The views of dialogs, whose buttons the test taps.
  @MainActor
  final class DialogButtons {
    private var choices: [String: @MainActor (Int) -> Void] = [:]

    func view(for shown: RIBDialogRendering.Shown, choose: @escaping @MainActor (Int) -> Void)
      -> FakeView
    {
      let view = FakeView(name: "alert \(shown.title)")
      choices[view.name] = choose
      return view
    }

    /// Taps the button at `index` of the dialog whose view is `view`.
    func tap(_ index: Int, in view: FakeView) {
      choices[view.name]?(index)
    }
  }

  @Test func anAlertShownOverASheetIsPresentedByTheSheetAfterItIsOnScreen() {
    presentation.present(TestScreen(name: "topup"))
    dialogs.show(Self.leave)
    let whileTheSheetAppears = container.calls

    container.finishTransitions()

    #expect(whileTheSheetAppears == ["present topup over the presenter"])
    #expect(
      container.calls == ["present topup over the presenter", "present alert Leave? over topup"])
    #expect(container.presented.map(\.name) == ["topup", "alert Leave?"])
  }

  @Test func replacingASheetDismissesTheOldOneBeforePresentingTheNew() {
    presentation.present(TestScreen(name: "topup"))
    container.finishTransitions()

    presentation.present(TestScreen(name: "settings"))
    let beforeTheDismissalEnds = container.calls.last
    container.finishTransitions()

    #expect(beforeTheDismissalEnds == "dismiss topup")
    #expect(
      container.calls == [
        "present topup over the presenter", "dismiss topup", "present settings over the presenter",
      ])
  }

  @Test func dismissingASheetTakesTheAlertOverItWithItInOneDismissal() {
    presentation.present(TestScreen(name: "topup"))
    dialogs.show(Self.leave)
    container.finishTransitions()

    presentation.dismiss()
    container.finishTransitions()

    #expect(container.calls.suffix(1) == ["dismiss topup"])
    #expect(container.presented.isEmpty && dialogs.shown == nil)
    #expect(answers.actions.isEmpty && listener.dismissed.isEmpty)
  }

  @Test func aSheetTheUserSwipedDownReachesThePresentationOnceAndIsNotDismissedAgain() throws {
    let topup = TestScreen(name: "topup")
    presentation.present(topup)
    container.finishTransitions()

    container.userDismisses(topup.viewController)
    renderer.containerDidDismiss(topup.viewController)
    renderer.containerDidDismiss(topup.viewController)
    container.finishTransitions()

    #expect(listener.dismissed == [["topup"]])
    #expect(presentation.screen == nil && host.children.isEmpty)
    #expect(container.calls == ["present topup over the presenter"])
  }

  @Test func aButtonOfTheAlertReachesTheListenerAndTheAlertGoesByItself() throws {
    dialogs.show(Self.leave)
    container.finishTransitions()
    let alert = try #require(container.presented.last)

    container.userDismisses(alert)  // as a UIAlertController does when a button is tapped
    buttons.tap(1, in: alert)
    container.finishTransitions()

    #expect(answers.actions == [.stay])
    #expect(container.calls == ["present alert Leave? over the presenter"])
    #expect(dialogs.shown == nil)
  }

  @Test func anAlertTheUserCancelsPicksItsCancelButtonOrGoes() throws {
    let question = RIBDialog<Answer>(
      .confirmationDialog, title: "Leave?",
      buttons: [.init("Leave", action: .leave), .init("Stay", role: .cancel, action: .stay)])
    dialogs.show(question)
    container.finishTransitions()
    let sheet = try #require(container.presented.last)

    container.userDismisses(sheet)  // tapped outside an action sheet on iPad
    renderer.containerDidDismiss(sheet)

    #expect(answers.actions == [.stay] && dialogs.shown == nil)
  }

  @Test func aChangeDuringATransitionIsDrawnOnceTheContainerIsDone() {
    presentation.present(TestScreen(name: "topup"))
    presentation.dismiss()
    presentation.present(TestScreen(name: "settings"))
    let whileTopupAppears = container.calls

    container.finishTransitions()

    #expect(whileTopupAppears == ["present topup over the presenter"])
    #expect(
      container.calls == [
        "present topup over the presenter", "dismiss topup", "present settings over the presenter",
      ])
  }

  @Test func aModelDrawnTwiceIsDrawnOncePerChange() {
    renderer.draw(presentation.rendering)
    renderer.draw(dialogs.rendering)

    presentation.present(TestScreen(name: "topup"))
    container.finishTransitions()

    #expect(container.calls == ["present topup over the presenter"])
    #expect(presentation.rendererCount == 1 && dialogs.rendererCount == 1)
  }

  @Test func aScreenTheContainerCannotShowIsLeftOutAndWhatComesAfterItIsShown() {
    let renderer = RIBModalRenderer(
      container: container,
      screenView: { screen, _ in screen.fakeView?.name == "hidden" ? nil : screen.fakeView },
      dialogView: buttons.view(for:choose:))
    let otherHost = TestScreen(name: "other host")
    otherHost.interactor.activate()
    let other = RIBPresentation(host: otherHost, listener: listener)
    renderer.draw(other.rendering)

    other.present(TestScreen(name: "hidden"))
    other.present(TestScreen(name: "shown"))
    container.finishTransitions()

    #expect(container.calls == ["present shown over the presenter"])
  }
}
