import RIBs
import RIBsSwiftUI
import Testing

@MainActor
@Suite struct RouterPresentationTests {
  let tree = NavigationTree()
  let listener = DismissalRecorder()
  let presentation = RouterPresentation()

  init() {
    presentation.host = tree.root
    presentation.listener = listener
  }

  @Test func aSheetIsAttachedWhilePresentedAndDetachedWhenTheRouterDismissesIt() {
    presentation.present(tree.screen("Topup"))
    #expect(presentation.sheet.map { [$0] }?.names == ["Topup"])
    #expect(presentation.fullScreenCover == nil)
    #expect(tree.attached == ["Topup"])

    presentation.dismiss()
    #expect(presentation.sheet == nil)
    #expect(tree.journal.entries == ["+Topup", "-Topup"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aSheetDraggedDownDetachesItsRouterOnceAndTellsTheListener() {
    presentation.present(tree.screen("Topup"))

    presentation.sheet = nil  // what `.sheet(item:)` does when the user drags the sheet down
    presentation.dismiss()  // the interactor heard of it and asks its router to dismiss the sheet
    presentation.sheet = nil

    #expect(tree.journal.entries == ["+Topup", "-Topup"])
    #expect(listener.dismissed == [["Topup"]])
    #expect(tree.attached.isEmpty)
  }

  @Test func aFullScreenCoverIsBoundApartFromTheSheet() {
    presentation.present(tree.screen("Onboarding"), style: .fullScreenCover)
    #expect(presentation.sheet == nil)
    #expect(presentation.fullScreenCover != nil)

    presentation.sheet = nil  // the sheet's binding, with nothing in it: not a dismissal
    #expect(tree.attached == ["Onboarding"])

    presentation.fullScreenCover = nil  // `dismiss()` from the cover's environment
    #expect(listener.dismissed == [["Onboarding"]])
    #expect(tree.attached.isEmpty)
  }

  @Test func presentingAnotherRIBDismissesTheFirstBeforeAttachingTheSecond() {
    presentation.present(tree.screen("Topup"))
    presentation.present(tree.screen("AddCard"), style: .fullScreenCover)
    #expect(tree.journal.entries == ["+Topup", "-Topup", "+AddCard"])
    #expect(presentation.fullScreenCover.map { [$0] }?.names == ["AddCard"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func misuseChangesNothingAndSaysWhy() {
    let topup = tree.screen("Topup")
    presentation.present(topup)
    let stray = RouterPresentation(host: tree.root)
    stray.present(tree.screen("Other"))

    let reports = RIBsDiagnostics.capture {
      presentation.present(topup)  // twice
      presentation.sheet = stray.sheet  // a screen this presentation did not make
      RouterPresentation().present(tree.screen("NoHost"))
    }

    #expect(reports.map(\.kind) == Array(repeating: .invalidNavigation, count: 3))
    #expect(reports[1].message.contains("did not make"))
    #expect(presentation.sheet?.router === topup)
    #expect(tree.attached == ["Topup", "Other"])
  }
}
