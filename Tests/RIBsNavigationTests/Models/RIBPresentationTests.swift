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

    #expect(presentation.screen(presentedAs: .sheet) == nil)
    #expect(presentation.screen(presentedAs: .fullScreenCover)?.router === onboarding)
  }

  @Test func aPopoverIsAPresentationLikeAnyOtherAndTheUserDismissesItByIdentity() throws {
    let filters = TestScreen(name: "filters")
    let help = TestScreen(name: "help")
    presentation.present(filters, style: .popover)
    let shown = presentation.screen(presentedAs: .popover)
    presentation.present(help, style: .popover)

    presentation.userDidDismiss(try #require(shown).id)  // a late tap outside the first popover

    #expect(shown?.router === filters && presentation.screen(presentedAs: .sheet) == nil)
    #expect(presentation.screen(presentedAs: .popover)?.router === help)
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

    presentation.userDidDismiss(shown)
    presentation.userDidDismiss(shown)  // a second `nil` for the same sheet
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

    presentation.userDidDismiss(madeFor)

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

  @Test func aRouterItsParentDetachedIsOnlyForgottenWhenDismissed() {
    let topup = TestScreen(name: "topup")
    presentation.present(topup)
    host.detachChild(topup)

    let reports = RIBsDiagnostics.capture { presentation.dismiss() }

    #expect(reports.isEmpty)
    #expect(presentation.screen == nil && topup.interactor.willResignActiveCount == 1)
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
