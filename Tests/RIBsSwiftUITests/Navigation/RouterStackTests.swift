import RIBs
import RIBsSwiftUI
import Testing

@MainActor
@Suite struct RouterStackTests {
  let tree = NavigationTree()
  let listener = DismissalRecorder()
  let stack = RouterStack()

  init() {
    stack.host = tree.root
    stack.listener = listener
  }

  @Test func aPushAttachesAndShowsOnTopAndAPopDetaches() {
    stack.push(tree.screen("Cards"))
    stack.push(tree.screen("Card"))
    #expect(stack.path.names == ["Cards", "Card"])
    #expect(tree.attached == ["Cards", "Card"])
    #expect(tree.journal.entries == ["+Cards", "+Card"])

    stack.pop()
    #expect(stack.path.names == ["Cards"])
    #expect(tree.attached == ["Cards"])
    #expect(tree.journal.entries.last == "-Card")
    #expect(listener.dismissed.isEmpty)  // the router popped it, not the user
  }

  @Test func aBackSwipeDetachesThePoppedScreenOnceAndTellsTheListener() {
    stack.push(tree.screen("Cards"))
    stack.push(tree.screen("Card"))
    tree.journal.entries = []

    stack.path.removeLast()  // what NavigationStack does on a back swipe

    #expect(tree.attached == ["Cards"])
    #expect(tree.journal.entries == ["-Card"])
    #expect(listener.dismissed == [["Card"]])
  }

  @Test func poppingSeveralScreensDetachesThemTopFirstAsTheRouterWould() {
    let cards = tree.screen("Cards")
    stack.push(cards)
    stack.push(tree.screen("Card"))
    stack.push(tree.screen("Edit"))
    tree.journal.entries = []

    stack.path = Array(stack.path.prefix(1))  // a long press on the back button

    #expect(tree.journal.entries == ["-Edit", "-Card"])
    #expect(listener.dismissed == [["Edit", "Card"]])

    stack.push(tree.screen("Card"))
    stack.push(tree.screen("Edit"))
    tree.journal.entries = []
    stack.pop(to: cards)  // the router does the same
    #expect(tree.journal.entries == ["-Edit", "-Card"])
  }

  @Test func aRouterThatPopsWhatTheUserPoppedFirstDetachesNothing() {
    let card = tree.screen("Card")
    stack.push(tree.screen("Cards"))
    stack.push(card)
    stack.path.removeLast()
    tree.journal.entries = []

    stack.pop(card)  // the interactor heard of the dismissal and asks its router to hide the card

    #expect(tree.journal.entries.isEmpty)
    #expect(tree.attached == ["Cards"])
    #expect(stack.path.names == ["Cards"])
  }

  @Test func aPopToTheRootDetachesEveryPushedScreen() {
    stack.push(tree.screen("Cards"))
    stack.push(tree.screen("Card"))
    stack.popToRoot()
    #expect(stack.path.isEmpty)
    #expect(tree.attached.isEmpty)
    // Nothing above the root: a second pop to it changes nothing; a pop is a mistake, reported.
    let reports = RIBsDiagnostics.capture {
      stack.popToRoot()
      stack.pop()
    }
    #expect(
      reports.map(\.message) == [
        "pop() was called on an empty navigation stack; nothing changed."
      ])
    #expect(tree.journal.entries == ["+Cards", "+Card", "-Card", "-Cards"])
  }

  @Test func aChildTheHostDetachedDirectlyLeavesTheStackWithoutASecondDetach() {
    let card = tree.screen("Card")
    stack.push(card)
    tree.root.detachChild(card)
    stack.pop()
    #expect(tree.journal.entries == ["+Card", "-Card"])
    #expect(stack.path.isEmpty)
  }

  @Test func misuseChangesNothingAndSaysWhy() {
    let card = tree.screen("Card")
    stack.push(card)
    let elsewhere = tree.screen("Elsewhere")

    let reports = RIBsDiagnostics.capture {
      stack.push(card)  // twice
      stack.pop(to: elsewhere)  // not in the stack
      stack.path = [stack.path[0], stack.path[0]]  // a screen the stack did not push
      RouterStack().push(elsewhere)  // no host
    }

    #expect(reports.map(\.kind) == Array(repeating: .invalidNavigation, count: 4))
    #expect(reports[0].message.contains("ScreenRouter was pushed while it is in the"))
    #expect(reports[3].message.contains("without a host router"))
    #expect(stack.path.names == ["Card"])
    #expect(tree.attached == ["Card"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func aRouterTheHostRefusesIsNotShown() {
    let card = tree.screen("Card")
    let otherParent = tree.screen("Other")
    otherParent.interactor.activate()
    otherParent.attachChild(card)

    let reports = RIBsDiagnostics.capture { stack.push(card) }

    #expect(reports.map(\.kind) == [.childHasAnotherParent])
    #expect(stack.path.isEmpty)
  }

  @Test func theStackIsObservable() async {
    var seen: [[String]] = []
    let renderer = ObservationRenderer { [stack] in seen.append(stack.path.names) }
    stack.push(tree.screen("Cards"))
    await renderer.waitForNextRender()
    stack.path = []
    await renderer.waitForNextRender()
    #expect(seen == [[], ["Cards"], []])
  }

  @Test func aPushedRIBPushesItsOwnChildOnTheSameStackAndKeepsItInItsSubtree() {
    let cards = tree.screen("Cards")
    let card = tree.screen("Card")
    stack.push(cards)
    stack.push(card, attachingTo: cards)  // one NavigationStack, a deeper RIB tree
    #expect(stack.path.names == ["Cards", "Card"])
    #expect(tree.attached == ["Cards"])
    #expect(cards.children.first === card)

    stack.path.removeLast()  // a back swipe detaches the card from the cards
    #expect(cards.children.isEmpty)
    #expect(listener.dismissed == [["Card"]])

    stack.push(card, attachingTo: cards)
    tree.journal.entries = []
    stack.path = []  // back to the root: the card first, from its parent, then the cards
    #expect(tree.journal.entries == ["-Card", "-Cards"])
    #expect(tree.attached.isEmpty)
  }
  @Test func aStackRootedInItsFirstRIBBindsTheScreensAboveItAndKeepsTheRoot() {
    stack.push(tree.screen("Amount"))
    stack.push(tree.screen("Cards"))
    stack.push(tree.screen("AddCard"))
    #expect(stack.rootScreen.map { [$0].names } == ["Amount"])
    #expect(stack.pathAboveRoot.names == ["Cards", "AddCard"])
    tree.journal.entries = []

    stack.pathAboveRoot = []  // a long press on the back button, down to the root

    #expect(tree.journal.entries == ["-AddCard", "-Cards"])
    #expect(listener.dismissed == [["AddCard", "Cards"]])
    #expect(stack.path.names == ["Amount"])
  }

  @Test func aRootedStackRefusesAPathThatIsNotAboveItsRoot() {
    stack.push(tree.screen("Amount"))
    stack.push(tree.screen("Cards"))
    let stranger = RouterStack()
    stranger.host = tree.root
    stranger.push(tree.screen("Elsewhere"))

    let reports = RIBsDiagnostics.capture { stack.pathAboveRoot = stranger.path }

    #expect(reports.map(\.kind) == [.invalidNavigation])
    #expect(stack.path.names == ["Amount", "Cards"])
    #expect(listener.dismissed.isEmpty)
  }

  @Test func anEmptyRootedStackHasNoRoot() {
    #expect(stack.rootScreen == nil)
    #expect(stack.pathAboveRoot.isEmpty)
  }
}
