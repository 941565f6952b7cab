import Foundation
import RIBs
import RIBsNavigation
import RIBsTestFixtures
import Testing

/// What a navigation shows is what a `RIBNavigationState` saves: every screen of a shared stack,
/// with the router that pushed it, and the dialogs; what cannot be saved is said when it is shown,
/// and a restored identity is never one given already.
@MainActor
@Suite struct WhatIsShownIsSavedTests {
  enum HostRoute: String, Codable, Hashable { case flow, receipt }
  enum StepRoute: String, Codable, Hashable { case amount, confirm }
  enum DialogRoute: String, Codable, Hashable { case leave }
  enum Answer: Hashable { case leave, stay }

  /// A flow on its host's stack that pushes its steps on the same stack, attached to itself, for
  /// routes of its own, which it handles when `savesSteps`.
  final class FlowRouter: ViewableRouter<TestInteractor, TestViewController> {
    weak var stack: RIBStack?

    init(stack: RIBStack, savesSteps: Bool = true) {
      self.stack = stack
      super.init(interactor: TestInteractor(name: "flow"), viewController: TestViewController())
      if savesSteps {
        handleRoutes(StepRoute.self) { [unowned self] step in
          show(step)
          return nil
        }
      }
    }

    func show(_ step: StepRoute) {
      stack?.push(TestScreen(name: "\(step)"), route: step, attachingTo: self)
    }
  }

  /// A host with a stack and a dialog presentation, whose navigation is saved.
  final class HostRouter: ViewableRouter<TestInteractor, TestViewController> {
    let listener = DismissalRecorder()
    let answers = AnswerRecorder<Answer>()
    private(set) lazy var stack = RIBStack(host: self, listener: listener)
    private(set) lazy var dialogs = RIBDialogPresentation<Answer>(host: self, listener: answers)

    init() {
      super.init(interactor: TestInteractor(name: "host"), viewController: TestViewController())
      handleRoutes(HostRoute.self) { [unowned self] route in
        show(route)
        return nil
      }
      handleRoutes(DialogRoute.self) { [unowned self] _ in
        askToLeave()
        return nil
      }
    }

    func show(_ route: HostRoute) {
      switch route {
      case .flow: stack.push(FlowRouter(stack: stack), route: route)
      case .receipt: stack.push(TestScreen(name: "receipt"), route: route)
      }
    }

    func askToLeave() {
      dialogs.show(
        RIBDialog(
          .alert, title: "Leave?",
          buttons: [.init("Leave", action: .leave), .init("Stay", role: .cancel, action: .stay)]),
        route: DialogRoute.leave)
    }

    var flow: FlowRouter? { stack.routers.first as? FlowRouter }
  }

  private func launchedHost() -> HostRouter {
    let host = HostRouter()
    host.interactable.activate()
    return host
  }

  @Test func theStepsAFlowPushesOnItsHostsStackAreSavedWithTheFlowAndRestoredByIt() throws {
    let navigated = launchedHost()
    navigated.show(.flow)
    let flow = try #require(navigated.flow)
    flow.show(.amount)
    flow.show(.confirm)

    let saved = try RIBNavigationState(of: navigated)
    let restored = launchedHost()
    let problems = saved.restore(into: restored)

    #expect(
      saved.steps == [
        .init(depth: 0, route: #""flow""#, type: "HostRoute", screen: .init(rawValue: 1)),
        .init(depth: 1, route: #""amount""#, type: "StepRoute", screen: .init(rawValue: 2)),
        .init(depth: 1, route: #""confirm""#, type: "StepRoute", screen: .init(rawValue: 3)),
      ])
    #expect(problems.isEmpty)
    #expect(restored.stack.screens.map(\.id) == navigated.stack.screens.map(\.id))
    #expect(
      restored.stack.screens.map { "\($0.route.map { "\($0)" } ?? "-")" } == [
        "flow", "amount", "confirm",
      ])
    #expect(restored.flow?.children.names == ["amount", "confirm"])
  }

  @Test func aRouteItsRouterCannotSaveIsSaidWhenItIsShownNamingTheRouterAndTheRoute() {
    let host = launchedHost()
    let flow = FlowRouter(stack: host.stack, savesSteps: false)
    host.stack.push(flow, route: HostRoute.flow)

    let reports = RIBsDiagnostics.capture { flow.show(.amount) }

    #expect(reports.map(\.kind) == [.routeNotSaved])
    #expect(
      reports.first?.message
        == "FlowRouter shows TestScreen on a RIBStack for the route amount, but handles no "
        + "StepRoute routes (handleRoutes(_:with:)): a RIBNavigationState cannot save it, nor "
        + "what it shows. It is shown.")
    #expect(host.stack.screens.count == 2)
  }

  @Test func aScreenShownWithoutARouteWhereTheNavigationIsSavedIsAWarning() {
    let host = launchedHost()

    let reports = RIBsDiagnostics.capture { host.stack.push(TestScreen(name: "progress")) }

    #expect(reports.map(\.kind) == [.screenNotSaved])
    #expect(reports.first?.severity == .warning)
    #expect(
      reports.first?.message
        == "HostRouter shows TestScreen on a RIBStack without a route, while the navigation of "
        + "HostRouter is saved (it handles HostRoute, DialogRoute routes): a RIBNavigationState "
        + "leaves it out, with what it shows. Give it a route to save it.")
  }

  @Test func aHostWhoseNavigationIsNotSavedIsToldNothing() {
    let plain = TestScreen(name: "plain")
    plain.interactor.activate()
    let stack = RIBStack(host: plain, listener: DismissalRecorder())

    let reports = RIBsDiagnostics.capture {
      stack.push(TestScreen(name: "a"))
      stack.push(TestScreen(name: "b"), route: HostRoute.receipt)
    }

    #expect(reports.isEmpty)
  }

  @Test func aDialogShownForARouteIsSavedAndShownAgainWithItsIdentity() throws {
    let navigated = launchedHost()
    navigated.show(.receipt)
    navigated.askToLeave()
    let asked = try #require(navigated.dialogs.shown)

    let saved = try RIBNavigationState(of: navigated)
    let restored = launchedHost()
    let problems = saved.restore(into: restored)

    #expect(
      saved.steps.last == .init(depth: 0, route: #""leave""#, type: "DialogRoute", screen: asked.id)
    )
    #expect(problems.isEmpty)
    #expect(restored.dialogs.shown == asked)
    #expect(restored.stack.screens.map(\.id) == navigated.stack.screens.map(\.id))
  }

  @Test func aRestoredIdentityTheHostGaveAlreadyIsNotGivenTwice() throws {
    let saved = try RIBNavigationState(
      data: Data(
        #"{"steps":[{"depth":0,"route":"\"receipt\"","type":"HostRoute","screen":"1"}]}"#.utf8))
    let restored = launchedHost()
    restored.show(.flow)  // shown at launch: it has identity 1
    let launched = try #require(restored.stack.screens.first).id

    let problems = saved.restore(into: restored)

    #expect(problems.isEmpty)
    #expect(launched.rawValue == 1)
    #expect(restored.stack.screens.map(\.id.rawValue) == [1, 2])
  }

  @Test func aStepSavedWithoutItsTypeIsReadByTheRoutersOnlyHandlerOrSkipped() throws {
    let untyped = try RIBNavigationState(
      data: Data(#"{"steps":[{"depth":0,"route":"\"receipt\""}]}"#.utf8))
    let wrongType = try RIBNavigationState(
      data: Data(#"{"steps":[{"depth":0,"route":"\"receipt\"","type":"Tab"}]}"#.utf8))

    let untypedProblems = untyped.restore(into: launchedHost())
    let wrongTypeProblems = wrongType.restore(into: launchedHost())

    #expect(
      untypedProblems == [
        #"Step 1, "receipt": it was saved without its type, and HostRouter handles several "#
          + "(HostRoute, DialogRoute); it and the routes below it are skipped."
      ])
    #expect(
      wrongTypeProblems == [
        #"Step 1, "receipt": HostRouter handles no Tab routes (it handles HostRoute, DialogRoute); "#
          + "it and the routes below it are skipped."
      ])
  }

  @Test func stepsSavedBelowADialogAreSkippedAndSaid() throws {
    let state = try RIBNavigationState(
      data: Data(
        #"{"steps":[{"depth":0,"route":"\"leave\"","type":"DialogRoute"},{"depth":1,"route":"1"}]}"#
          .utf8))

    let problems = state.restore(into: launchedHost())

    #expect(problems == [#"Step 2, 1: nothing is shown below a dialog; it is skipped."#])
  }
}
