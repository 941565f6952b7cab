import RIBs
import RIBsTesting
import Testing

/// A router-owned stack drawn on a navigation view: what the router changes is shown, and what the
/// user pops reaches the stack by the identity of the screen they went back to.
@MainActor
@Suite struct RIBStackRendererTests {
  /// A screen whose view is a mock.
  final class ScreenRouter: ViewableRouter<TestInteractor, ViewControllableMock> {
    init(_ name: String) {
      super.init(interactor: TestInteractor(name: name), viewController: ViewControllableMock())
    }
  }

  let host = TestScreen(name: "host")
  let listener = DismissalRecorder()
  let navigation = NavigationControllableMock()
  let stack: RIBStack

  init() {
    host.interactor.activate()
    stack = RIBStack(host: host, listener: listener)
  }

  @Test func theRoutersChangesAreDrawnAndABackSwipeDetachesThroughTheStack() {
    let (amount, cards) = (ScreenRouter("amount"), ScreenRouter("cards"))
    stack.push(amount)
    let renderer = RIBStackRenderer(stack: stack, navigation: navigation)
    stack.push(cards, animated: false)
    let shown = navigation.viewStack.map(ObjectIdentifier.init)

    navigation.popByUser()

    #expect(
      shown == [ObjectIdentifier(amount.viewController), ObjectIdentifier(cards.viewController)])
    #expect(navigation.navigationListener === renderer)
    #expect(stack.routers.count == 1 && stack.topRouter === amount)
    #expect(!cards.interactor.isActive)
    #expect(listener.dismissed.count == 1)
    #expect(navigation.setViewStackCallCount == 2)  // the user's pop is not drawn again
  }

  /// A router without a view can only be pushed through the API the wrappers keep (RIBsSwiftUI's
  /// `RouterStack` pushes any router): `push(_:)` takes a `ViewableRouting`.
  @Test func aScreenWithoutAViewIsReportedAndAPopCountsOnlyTheViewsShown() {
    let amount = ScreenRouter("amount")
    let viewless = TestRouter(name: "viewless")
    let cards = ScreenRouter("cards")
    let renderer = RIBStackRenderer(stack: stack, navigation: navigation)
    stack.push(amount)
    let reports = RIBsDiagnostics.capture {
      stack.pushRouter(viewless, attachingTo: nil, animated: true)
      stack.push(cards)
    }

    navigation.popByUser()  // back from the cards to the amount, the view below them

    // Reported at each change while it is in the stack.
    #expect(reports.map(\.kind) == [.invalidNavigation, .invalidNavigation])
    #expect(navigation.viewStack.count == 1)
    #expect(stack.routers.count == 1 && stack.topRouter === amount)
    #expect(listener.dismissed == [["ScreenRouter", "viewless"]])
    #expect(renderer.stack === stack)
  }
}
