import RIBs
import RIBsTestFixtures
import Testing

/// A workflow that records its hooks.
@MainActor
class RecordingWorkflow<Root>: Workflow<Root> {
  var completions = 0
  var forks = 0
  var errors: [any Error] = []

  override func didComplete() { completions += 1 }
  override func didFork() { forks += 1 }
  override func didReceiveError(_ error: any Error) { errors.append(error) }
}

/// A point a step waits at until the test opens it; deliberately deaf to cancellation.
@MainActor
final class Gate {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private let waitedOnSignal = AsyncStream.makeStream(of: Void.self)

  func wait() async {
    waitedOnSignal.continuation.yield()
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Returns once a step waits at the gate.
  func waitedOn() async {
    for await _ in waitedOnSignal.stream { return }
  }

  func open() {
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}

/// The tutorial's actionable items, reduced to what the workflow needs.
@MainActor
protocol TestRootActionableItem: AnyObject {
  func waitForLogin() async throws -> (any TestLoggedInActionableItem, Void)
}

@MainActor
protocol TestLoggedInActionableItem: AnyObject {
  func launchGame(with id: String) async throws -> (any TestLoggedInActionableItem, Void)
}

@MainActor
final class TestRootInteractor: Interactor, TestRootActionableItem {
  private(set) lazy var loggedIn = ActionableItemSubject<any TestLoggedInActionableItem>(
    scope: self)
  private let waitingSignal = AsyncStream.makeStream(of: Void.self)

  func waitForLogin() async throws -> (any TestLoggedInActionableItem, Void) {
    waitingSignal.continuation.yield()
    return (try await loggedIn.wait(), ())
  }

  /// Returns once a workflow's step waits for the login.
  func waitsForLogin() async {
    for await _ in waitingSignal.stream { return }
  }
}

@MainActor
final class TestLoggedInInteractor: Interactor, TestLoggedInActionableItem {
  var launchedGames: [String] = []
  /// Whether the interactor was active each time a game was launched.
  var wasActiveAtLaunch: [Bool] = []

  func launchGame(with id: String) async throws -> (any TestLoggedInActionableItem, Void) {
    launchedGames.append(id)
    wasActiveAtLaunch.append(isActive)
    return (self, ())
  }
}

@MainActor
final class TestLaunchGameWorkflow: RecordingWorkflow<any TestRootActionableItem> {
  init(gameID: String) {
    super.init()
    onStep { (root: any TestRootActionableItem) in
      try await root.waitForLogin()
    }
    .onStep { (loggedIn: any TestLoggedInActionableItem, _: Void) in
      try await loggedIn.launchGame(with: gameID)
    }
    .commit()
  }
}

struct StepFailure: Error, Equatable {}

@MainActor
@Suite struct WorkflowTests {
  @Test func anActionableItemSubjectSaysWhenStepsWaitForIt() async throws {
    let root = TestRootInteractor()
    root.activate()
    let first = Task { ObjectIdentifier(try await root.loggedIn.wait()) }
    let second = Task { ObjectIdentifier(try await root.loggedIn.wait()) }

    await root.loggedIn.waitForWaiters(count: 2)
    #expect(root.loggedIn.waitingCount == 2)
    let loggedIn = TestLoggedInInteractor()
    root.loggedIn.send(loggedIn)

    #expect(try await first.value == ObjectIdentifier(loggedIn))
    #expect(try await second.value == ObjectIdentifier(loggedIn))
    #expect(root.loggedIn.waitingCount == 0)
  }

  @Test func aResetSubjectMakesLaterStepsWaitForTheNextItem() async throws {
    let root = TestRootInteractor()
    root.activate()
    let loggedOut = TestLoggedInInteractor()
    root.loggedIn.send(loggedOut)

    // The user logged out: a step that starts now waits for the next login.
    root.loggedIn.reset()
    try #require(root.loggedIn.value == nil)
    let waiting = Task { ObjectIdentifier(try await root.loggedIn.wait()) }
    await root.loggedIn.waitForWaiters(count: 1)
    let loggedInAgain = TestLoggedInInteractor()
    root.loggedIn.send(loggedInAgain)

    #expect(try await waiting.value == ObjectIdentifier(loggedInAgain))
  }

  @Test func stepsRunInOrderPassingValuesAlongAndCompleteOnce() async {
    let workflow = RecordingWorkflow<Int>()
    var trace: [String] = []
    workflow
      .onStep { (number: Int) in
        trace.append("first \(number)")
        return (number * 2, "doubled")
      }
      .onStep { (number: Int, note: String) in
        trace.append("second \(number) \(note)")
        return (String(number), number + 1)
      }
      .onStep { (text: String, next: Int) in
        trace.append("third \(text) \(next)")
        return ((), ())
      }
      .commit()

    await workflow.subscribe(21).waitUntilEnded()

    #expect(trace == ["first 21", "second 42 doubled", "third 42 43"])
    #expect(workflow.completions == 1)
    #expect(workflow.errors.isEmpty)
  }

  @Test func stepWaitsForALoginThatHappensLater() async {
    let root = TestRootInteractor()
    root.activate()
    let loggedIn = TestLoggedInInteractor()
    loggedIn.activate()
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")

    let subscription = workflow.subscribe(root)
    await root.waitsForLogin()
    #expect(loggedIn.launchedGames.isEmpty)
    root.loggedIn.send(loggedIn)
    await subscription.waitUntilEnded()

    #expect(loggedIn.launchedGames == ["tictactoe"])
    #expect(workflow.completions == 1)
  }

  @Test func stepContinuesAtOnceWhenAlreadyLoggedIn() async {
    let root = TestRootInteractor()
    root.activate()
    let loggedIn = TestLoggedInInteractor()
    loggedIn.activate()
    root.loggedIn.send(loggedIn)

    await TestLaunchGameWorkflow(gameID: "randomwin").subscribe(root).waitUntilEnded()

    #expect(loggedIn.launchedGames == ["randomwin"])
  }

  @Test func throwingStepEndsTheWorkflowWithItsError() async {
    let workflow = RecordingWorkflow<Void>()
    var ranAfterError = false
    workflow
      .onStep { () -> (Void, Void) in throw StepFailure() }
      .onStep { _, _ -> (Void, Void) in
        ranAfterError = true
        return ((), ())
      }
      .commit()

    await workflow.subscribe(()).waitUntilEnded()

    #expect(!ranAfterError)
    #expect(workflow.completions == 0)
    #expect(workflow.errors.count == 1)
    #expect(workflow.errors.first is StepFailure)
  }

  @Test func cancellingEndsTheWorkflowAtOnceWithoutHooks() async {
    let gate = Gate()
    let workflow = RecordingWorkflow<Void>()
    var secondStepRan = false
    workflow
      .onStep { () -> (Void, Void) in
        await gate.wait()
        return ((), ())
      }
      .onStep { _, _ -> (Void, Void) in
        secondStepRan = true
        return ((), ())
      }
      .commit()
    let subscription = workflow.subscribe(())
    await gate.waitedOn()

    subscription.cancel()
    gate.open()
    await subscription.waitUntilEnded()

    #expect(!secondStepRan)
    #expect(workflow.completions == 0)
    #expect(workflow.errors.isEmpty)
  }

  @Test func forkRunsBothBranchesFromOneRunOfTheSharedStep() async {
    let workflow = RecordingWorkflow<Int>()
    var sharedRuns = 0
    var branchResults: [String] = []
    let shared = workflow.onStep { (number: Int) -> (Int, Void) in
      sharedRuns += 1
      return (number + 1, ())
    }
    shared
      .onStep { (number: Int, _: Void) -> (Void, Void) in
        branchResults.append("main \(number)")
        return ((), ())
      }
      .commit()
    shared.fork()
      .onStep { (number: Int, _: Void) -> (Void, Void) in
        branchResults.append("fork \(number)")
        return ((), ())
      }
      .commit()

    await workflow.subscribe(1).waitUntilEnded()

    #expect(workflow.forks == 1)
    #expect(sharedRuns == 1)
    #expect(branchResults.sorted() == ["fork 2", "main 2"])
    #expect(workflow.completions == 1)
  }

  @Test func anErrorEndsOnlyTheChainsThroughItsStepAsInUbersRIBs() async {
    let gate = Gate()
    let workflow = RecordingWorkflow<Void>()
    var mainFinished = false
    let shared = workflow.onStep { () -> (Void, Void) in ((), ()) }
    shared.onStep { _, _ -> (Void, Void) in
      await gate.wait()
      try Task.checkCancellation()
      mainFinished = true
      return ((), ())
    }
    .commit()
    shared.fork().onStep { _, _ -> (Void, Void) in throw StepFailure() }.commit()

    let subscription = workflow.subscribe(())
    await gate.waitedOn()
    #expect(workflow.errors.count == 1)  // the branch failed; the main chain still runs
    gate.open()
    await subscription.waitUntilEnded()

    #expect(mainFinished)
    #expect(workflow.errors.count == 1)
    #expect(workflow.completions == 1)
    #expect(!subscription.isCancelled)
  }

  @Test func anErrorBeforeABranchPointFailsEachCommittedChainAsInUbersRIBs() async {
    let workflow = RecordingWorkflow<Void>()
    var ranAfterError = false
    let failing = workflow.onStep { () -> (Void, Void) in throw StepFailure() }
    failing.onStep { _, _ -> (Void, Void) in
      ranAfterError = true
      return ((), ())
    }
    .commit()
    failing.fork().commit()

    await workflow.subscribe(()).waitUntilEnded()

    #expect(!ranAfterError)
    #expect(workflow.errors.count == 2)
    #expect(workflow.completions == 0)
  }

  @Test func didCompleteComesWithTheFirstCommittedChainAsInUbersRIBs() async {
    let gate = Gate()
    let workflow = RecordingWorkflow<Void>()
    let shared = workflow.onStep { () -> (Void, Void) in ((), ()) }
    shared.onStep { _, _ -> (Void, Void) in
      await gate.wait()
      return ((), ())
    }
    .commit()
    shared.fork().commit()

    let subscription = workflow.subscribe(())
    await gate.waitedOn()
    #expect(workflow.completions == 1)  // the branch completed; the other still waits
    #expect(!subscription.hasEnded)
    gate.open()
    await subscription.waitUntilEnded()

    #expect(workflow.completions == 1)
  }

  @Test func subscribingBeforeAnyCommitRunsNothingAndIsReported() async {
    let workflow = RecordingWorkflow<Void>()
    var ran = false
    _ = workflow.onStep { () -> (Void, Void) in
      ran = true
      return ((), ())
    }

    var subscription: WorkflowSubscription?
    let reports = RIBsDiagnostics.capture { subscription = workflow.subscribe(()) }
    await subscription?.waitUntilEnded()

    #expect(reports.map(\.kind) == [.workflowNotCommitted])
    #expect(reports.first?.message.contains("before any of its chains was committed") == true)
    #expect(subscription?.hasEnded == true)
    #expect(!ran)
    #expect(workflow.completions == 0)
    #expect(workflow.errors.isEmpty)
  }

  @Test func deactivationWhileWaitingFailsTheStepWithAClearError() async {
    let root = TestRootInteractor()
    root.activate()
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")
    let subscription = workflow.subscribe(root)
    await root.waitsForLogin()

    root.deactivate()
    await subscription.waitUntilEnded()

    let error = workflow.errors.first as? ScopeDeactivatedError
    #expect(error?.scopeTypeName == "TestRootInteractor")
    #expect(error?.description.contains("TestRootInteractor is not active") == true)
    #expect(workflow.completions == 0)
  }

  @Test func stepWaitsUntilItsItemIsActiveAsInUbersRIBs() async {
    let root = TestRootInteractor()
    let loggedIn = TestLoggedInInteractor()
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")
    let subscription = workflow.subscribe(root)
    root.activate()
    root.loggedIn.send(loggedIn)
    await root.waitsForLogin()
    // The next step's item, LoggedIn, is not active: the game waits for it. Activated and
    // deactivated before the step could run, it is waited for again.
    loggedIn.activate()
    loggedIn.deactivate()
    loggedIn.activate()
    await subscription.waitUntilEnded()

    #expect(loggedIn.launchedGames == ["tictactoe"])
    // The step ran only once its item was active.
    #expect(loggedIn.wasActiveAtLaunch == [true])
    #expect(workflow.errors.isEmpty)
    #expect(workflow.completions == 1)
  }

  @Test func cancellingAStepThatWaitsForItsItemEndsWithoutHooks() async {
    let root = TestRootInteractor()
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")
    // Cancelled while the step waits for its inactive item, or before it starts: either way the
    // run ends without hooks.
    let subscription = workflow.subscribe(root)
    subscription.cancel()
    await subscription.waitUntilEnded()

    #expect(workflow.errors.isEmpty)
    #expect(workflow.completions == 0)
    root.activate()
  }

  @Test func onErrorSeesTheErrorOfItsStepAndOfStepsBeforeIt() async {
    let workflow = RecordingWorkflow<Void>()
    var seen: [String] = []
    workflow
      .onStep { () -> (Void, Void) in throw StepFailure() }
      .onError { _ in seen.append("first") }
      .onStep { _, _ -> (Void, Void) in ((), ()) }
      .onError { _ in seen.append("second") }
      .commit()

    await workflow.subscribe(()).waitUntilEnded()

    #expect(seen == ["first", "second"])
    #expect(workflow.errors.count == 1)
  }

  @Test func forkFromInsideARunningStepRunsTheBranchBeforeCompletion() async {
    let workflow = RecordingWorkflow<Int>()
    var results: [String] = []
    let first = workflow.onStep { (number: Int) -> (Int, Void) in (number + 1, ()) }
    first
      .onStep { [weak first] (number: Int, _: Void) -> (Void, Void) in
        // Weak: a step owns the steps after it, so a later step must not own an earlier one.
        first?.fork()
          .onStep { (forked: Int, _: Void) -> (Void, Void) in
            results.append("fork \(forked)")
            return ((), ())
          }
          .commit()
        results.append("main \(number)")
        return ((), ())
      }
      .commit()

    await workflow.subscribe(1).waitUntilEnded()

    #expect(results == ["main 2", "fork 2"])
    #expect(workflow.forks == 1)
    #expect(workflow.completions == 1)
  }

  @Test func errorInABranchForkedWhileRunningLeavesTheStepThatForkedIt() async {
    let gate = Gate()
    let branchFails = AsyncStream.makeStream(of: Void.self)
    let workflow = RecordingWorkflow<Void>()
    var forkingStepFinished = false
    let first = workflow.onStep { () -> (Void, Void) in ((), ()) }
    first
      .onStep { [weak first] _, _ -> (Void, Void) in
        first?.fork()
          .onStep { _, _ -> (Void, Void) in
            branchFails.continuation.yield()
            throw StepFailure()
          }
          .commit()
        await gate.wait()
        try Task.checkCancellation()
        forkingStepFinished = true
        return ((), ())
      }
      .commit()

    let subscription = workflow.subscribe(())
    await gate.waitedOn()
    // The branch fails while the step that forked it is still running.
    for await _ in branchFails.stream { break }
    gate.open()
    await subscription.waitUntilEnded()

    #expect(workflow.errors.count == 1)
    #expect(workflow.errors.first is StepFailure)
    #expect(forkingStepFinished)
    #expect(workflow.completions == 1)
  }

  @Test func cancellingWhileWaitingEndsTheWaitWithoutHooks() async {
    let root = TestRootInteractor()
    root.activate()
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")
    let subscription = workflow.subscribe(root)
    await root.waitsForLogin()

    subscription.cancel()
    await subscription.waitUntilEnded()

    #expect(workflow.errors.isEmpty)
    #expect(workflow.completions == 0)
  }

  @Test func workflowBoundToAnInteractorIsCancelledOnDeactivate() async {
    let root = TestRootInteractor()
    let other = TestInteractor()
    root.activate()
    other.activate()
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")
    let subscription = workflow.subscribe(root)
    subscription.cancelOnDeactivate(interactor: other)

    other.deactivate()
    await subscription.waitUntilEnded()

    #expect(subscription.isCancelled)
    #expect(workflow.completions == 0)
  }

  @Test func workflowKeptAfterItsRunKeepsNoActionableItem() async {
    let workflow = RecordingWorkflow<TestLoggedInInteractor>()
    workflow
      .onStep { (loggedIn: TestLoggedInInteractor) in try await loggedIn.launchGame(with: "a") }
      .onStep { _, _ -> (Void, Void) in ((), ()) }
      .commit()
    weak var weakLoggedIn: TestLoggedInInteractor?
    do {
      let loggedIn = TestLoggedInInteractor()
      weakLoggedIn = loggedIn
      loggedIn.activate()
      await workflow.subscribe(loggedIn).waitUntilEnded()
      loggedIn.deactivate()
    }

    #expect(workflow.completions == 1)
    #expect(weakLoggedIn == nil)
  }

  @Test func finishedAndCancelledWorkflowsReleaseEverything() async {
    weak var weakFinished: TestLaunchGameWorkflow?
    weak var weakCancelled: TestLaunchGameWorkflow?
    weak var weakRoot: TestRootInteractor?
    weak var weakLoggedIn: TestLoggedInInteractor?
    do {
      let root = TestRootInteractor()
      let loggedIn = TestLoggedInInteractor()
      weakRoot = root
      weakLoggedIn = loggedIn
      root.activate()
      loggedIn.activate()

      let cancelled = TestLaunchGameWorkflow(gameID: "a")
      weakCancelled = cancelled
      let cancelledSubscription = cancelled.subscribe(root)
      await root.waitsForLogin()
      cancelledSubscription.cancel()
      await cancelledSubscription.waitUntilEnded()

      root.loggedIn.send(loggedIn)
      let finished = TestLaunchGameWorkflow(gameID: "b")
      weakFinished = finished
      await finished.subscribe(root).waitUntilEnded()
      root.deactivate()
      loggedIn.deactivate()
    }

    #expect(weakFinished == nil)
    #expect(weakCancelled == nil)
    #expect(weakRoot == nil)
    #expect(weakLoggedIn == nil)
  }

  @Test func workflowBoundToAWorkerIsCancelledWhenItStops() async {
    let root = TestRootInteractor()
    root.activate()
    let worker = TestWorker()
    worker.start(root)
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")

    let subscription = workflow.subscribe(root).cancelOnStop(worker)
    await root.waitsForLogin()
    worker.stop()
    await subscription.waitUntilEnded()

    #expect(subscription.isCancelled)
    #expect(workflow.completions == 0)
  }

  @Test func workflowBoundToAnInactiveScopeIsCancelledAtOnceAndReported() {
    let workflow = TestLaunchGameWorkflow(gameID: "tictactoe")
    var subscriptions: [WorkflowSubscription] = []

    let reports = RIBsDiagnostics.capture {
      subscriptions.append(
        workflow.subscribe(TestRootInteractor()).cancelOnDeactivate(interactor: TestInteractor()))
      subscriptions.append(workflow.subscribe(TestRootInteractor()).cancelOnStop(TestWorker()))
    }

    #expect(subscriptions.map(\.isCancelled) == [true, true])
    #expect(reports.map(\.kind) == [.scopeIsInactive, .scopeIsInactive])
    #expect(reports.first?.message.contains("TestInteractor") == true)
    #expect(reports.last?.message.contains("TestWorker") == true)
  }
}
