import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// The one contract of a presented RIB, whatever draws it: what each change does at the edges,
/// and what is reported.
@MainActor
@Suite struct RIBPresentationTests {
  let log = EventLog()
  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let presentation: RIBPresentation

  init() {
    host.interactor.activate()
    presentation = RIBPresentation(host: host, listener: listener)
  }

  @Test func presentingAttachesTheRouterAndDismissingDetachesItOnce() {
    let renderer = ChangeRecorder(following: presentation)
    let topup = TestScreen(name: "topup", log: log)

    presentation.present(topup, style: .fullScreenCover)
    let shown = (presentation.screen, presentation.style)
    presentation.dismiss(animated: false)
    presentation.dismiss()  // nothing presented: nothing happens

    #expect(shown.0?.router === topup && shown.1 == .fullScreenCover)
    #expect(log.events == ["topup.didBecomeActive", "topup.didLoad", "topup.willResignActive"])
    #expect(presentation.screen == nil && presentation.style == nil && host.children.isEmpty)
    #expect(renderer.changes == [.byRouter(animated: true), .byRouter(animated: false)])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func eachStyleSeesOnlyTheScreenPresentedInIt() {
    let onboarding = TestScreen(name: "onboarding")
    presentation.present(onboarding, style: .fullScreenCover)

    #expect(presentation.rendering.screen(presentedAs: .sheet) == nil)
    #expect(presentation.rendering.screen(presentedAs: .fullScreenCover)?.router === onboarding)
  }

  @Test func aPopoverIsAPresentationLikeAnyOtherAndTheUserDismissesItByIdentity() throws {
    let filters = TestScreen(name: "filters")
    let help = TestScreen(name: "help")
    presentation.present(filters, style: .popover)
    let shown = presentation.rendering.screen(presentedAs: .popover)
    presentation.present(help, style: .popover)

    // A late tap outside the first popover.
    presentation.rendering.userDidDismiss(try #require(shown).id)

    #expect(shown?.router === filters && presentation.rendering.screen(presentedAs: .sheet) == nil)
    #expect(presentation.rendering.screen(presentedAs: .popover)?.router === help)
    #expect(host.children.names == ["help"] && listener.dismissed.isEmpty)
  }

  @Test func presentingAnotherRIBDetachesTheFirstBeforeTheSecondBecomesActive() {
    let topup = TestScreen(name: "topup", log: log)
    let addCard = TestScreen(name: "addCard", log: log)
    presentation.present(topup)

    presentation.present(addCard)

    #expect(
      log.events == [
        "topup.didBecomeActive", "topup.didLoad", "topup.willResignActive",
        "addCard.didBecomeActive", "addCard.didLoad",
      ])
    #expect(host.children.names == ["addCard"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aUserDismissalDetachesTheScreenAndTellsTheListenerOnce() throws {
    let renderer = ChangeRecorder(following: presentation)
    let topup = TestScreen(name: "topup")
    presentation.present(topup)
    renderer.clear()
    let shown = try #require(presentation.screen).id

    presentation.rendering.userDidDismiss(shown)
    presentation.rendering.userDidDismiss(shown)  // a second `nil` for the same sheet
    presentation.dismiss()  // the router hides what the user hid first

    #expect(listener.dismissed == [["topup"]])
    #expect(host.children.isEmpty && topup.interactor.willResignActiveCount == 1)
    #expect(renderer.changes == [.byUser])
  }

  @Test func aLateDismissalForAScreenTheRouterReplacedChangesNothing() throws {
    let first = TestScreen(name: "first")
    let second = TestScreen(name: "second")
    presentation.present(first)
    let madeFor = try #require(presentation.screen).id
    presentation.present(second)

    presentation.rendering.userDidDismiss(madeFor)

    #expect(presentation.screen?.router === second)
    #expect(second.interactor.isActive && host.children.names == ["second"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aRouterPresentedTwiceOrRefusedByItsParentIsReported() {
    let topup = TestScreen(name: "topup")
    let elsewhere = TestScreen(name: "elsewhere")
    let other = TestScreen(name: "other")
    other.attachChild(elsewhere)
    presentation.present(topup)

    let twice = RIBsDiagnostics.capture { presentation.present(topup) }
    let refused = RIBsDiagnostics.capture { presentation.present(elsewhere) }

    #expect(
      twice.map(\.message) == [
        "TestScreen was presented while it is presented already; nothing changed."
      ])
    #expect(presentation.screen == nil && host.children.isEmpty)
    #expect(refused.map(\.kind) == [.childHasAnotherParent])
    #expect(other.children.names == ["elsewhere"])
  }

  @Test func aRouterItsHostDetachesIsDismissedAtOnceAndTheRenderersAreTold() {
    let topup = TestScreen(name: "topup")
    presentation.present(topup)
    let renderer = ChangeRecorder(following: presentation)

    host.detachChild(topup)
    let shownAfterDetach = presentation.screen
    let reports = RIBsDiagnostics.capture { presentation.dismiss() }

    #expect(shownAfterDetach == nil)
    #expect(renderer.changes == [.byRouter(animated: true)])
    #expect(reports.isEmpty && topup.interactor.willResignActiveCount == 1)
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aHostPresentsOneRIBAtATimeThroughAllItsPresentations() {
    let other = RIBPresentation(host: host, listener: listener)
    let (topup, settings) = (TestScreen(name: "topup"), TestScreen(name: "settings"))
    presentation.present(topup)

    let reports = RIBsDiagnostics.capture { other.present(settings) }
    presentation.dismiss()
    other.present(settings)

    #expect(
      reports.map(\.message) == [
        "TestScreen presents TestScreen already, through another RIBPresentation, and a host "
          + "presents one thing at a time: dismiss it before presenting TestScreen; nothing "
          + "changed."
      ])
    #expect(other.router === settings && host.children.names == ["settings"])
  }

  @Test func aDialogShownOverASheetIsPresentedByItAndGoesWithIt() throws {
    enum Answer: Hashable { case yes }
    let answers = AnswerRecorder<Answer>()
    let dialogs = RIBDialogPresentation<Answer>(host: host, listener: answers)
    let renderer = ChangeRecorder(following: dialogs)
    let topup = TestScreen(name: "topup")
    presentation.present(topup)

    dialogs.show(RIBDialog(.alert, title: "Leave?", buttons: [.init("Yes", action: .yes)]))
    let over = dialogs.rendering.presentedOver
    let shown = try #require(dialogs.rendering.shown)
    let refused = RIBsDiagnostics.capture { presentation.present(TestScreen(name: "other")) }
    presentation.dismiss(animated: false)
    dialogs.rendering.userDidChoose(buttonAt: 0, in: shown.id)  // too late: it went with the sheet

    #expect(over?.router === topup)
    #expect(refused.map(\.kind) == [.invalidNavigation])
    #expect(dialogs.rendering.shown == nil && dialogs.showing == nil)
    #expect(renderer.changes == [.byRouter(animated: true), .byRouter(animated: false)])
    #expect(answers.actions.isEmpty && listener.dismissed.isEmpty)
  }

  @Test func aDialogShownWithNothingPresentedIsPresentedByTheHostsView() {
    enum Answer: Hashable { case ok }
    let dialogs = RIBDialogPresentation<Answer>(host: host, listener: AnswerRecorder<Answer>())

    dialogs.show(RIBDialog(.alert, title: "Saved", buttons: [.init("OK", action: .ok)]))

    #expect(dialogs.rendering.shown?.title == "Saved")
    #expect(dialogs.rendering.presentedOver == nil)
  }

  @Test func aPresentationWhoseHostIsGoneIsReported() {
    var presentation: RIBPresentation?
    do {
      let host = TestScreen(name: "gone")
      presentation = RIBPresentation(host: host, listener: listener)
    }

    let reports = RIBsDiagnostics.capture { presentation?.present(TestScreen(name: "topup")) }

    #expect(reports.map(\.kind) == [.invalidNavigation])
    #expect(presentation?.screen == nil)
  }
}
