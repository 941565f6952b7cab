import Dispatch
import RIBs
import RIBsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A workflow that counts its hooks, as ModernRIBs' tests do.
@MainActor
private final class CountingWorkflow<Root>: Workflow<Root> {
  var completeCallCount = 0
  var forkCallCount = 0
  var errors: [any Error] = []

  override func didComplete() { completeCallCount += 1 }
  override func didFork() { forkCallCount += 1 }
  override func didReceiveError(_ error: any Error) { errors.append(error) }
}

private struct StepError: Error {}

/// A step result, as ModernRIBs' steps return it.
private func just<Item, Value>(
  _ item: Item, _ value: Value
) -> AnyPublisher<(Item, Value), any Error> {
  Just((item, value)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
}

/// Workflows written as in ModernRIBs: steps return `AnyPublisher<(Item, Value), Error>`.
@MainActor
@Suite struct WorkflowPublisherTests {
  @Test func stepsWhosePublishersEmitAtOnceRunBeforeSubscribeReturns() {
    let workflow = CountingWorkflow<Int>()
    var trace: [String] = []
    workflow
      .onStep { number -> AnyPublisher<(Int, String), any Error> in
        trace.append("first \(number)")
        return just(number * 2, "doubled")
      }
      .onStep { number, note -> AnyPublisher<(Void, Void), any Error> in
        trace.append("second \(number) \(note)")
        return just((), ())
      }
      .commit()
      .subscribe(21)

    #expect(trace == ["first 21", "second 42 doubled"])
    #expect(workflow.completeCallCount == 1)
    #expect(workflow.errors.isEmpty)
  }

  @Test func failingPublisherEndsTheWorkflowAndTellsOnError() {
    let workflow = CountingWorkflow<Void>()
    var ranAfterError = false
    var seenByOnError = 0
    workflow
      .onStep { _ -> AnyPublisher<(Void, Void), any Error> in just((), ()) }
      .onStep { _, _ -> AnyPublisher<(Void, Void), any Error> in
        Fail(error: StepError()).eraseToAnyPublisher()
      }
      .onError { _ in seenByOnError += 1 }
      .onStep { _, _ -> AnyPublisher<(Void, Void), any Error> in
        ranAfterError = true
        return just((), ())
      }
      .commit()
      .subscribe(())

    #expect(!ranAfterError)
    #expect(seenByOnError == 1)
    #expect(workflow.errors.count == 1 && workflow.errors.first is StepError)
    #expect(workflow.completeCallCount == 0)
  }

  @Test func publisherThatFinishesWithoutAValueEndsItsChainAsFinished() {
    let workflow = CountingWorkflow<Void>()
    var nextRan = false
    workflow
      .onStep { _ -> AnyPublisher<(Void, Void), any Error> in
        Empty().eraseToAnyPublisher()
      }
      .onStep { _, _ -> AnyPublisher<(Void, Void), any Error> in
        nextRan = true
        return just((), ())
      }
      .commit()
      .subscribe(())

    #expect(!nextRan)
    #expect(workflow.completeCallCount == 1)
  }

  @Test func publisherForkedInsideARunningStepRunsItsChainOnceAtOnce() {
    let workflow = CountingWorkflow<String>()
    var outerRuns = 0
    var innerRuns = [0, 0]
    workflow
      .onStep { [unowned workflow] _ -> AnyPublisher<(Void, Void), any Error> in
        // Unowned: the workflow owns its steps, so a step must not own the workflow.
        outerRuns += 1
        let inner: Step<String, Void, Void>? = just((), ()).fork(workflow)
        inner?
          .onStep { _, _ -> AnyPublisher<(Void, Void), any Error> in
            innerRuns[0] += 1
            return just((), ())
          }
          .onStep { _, _ -> AnyPublisher<(Void, Void), any Error> in
            innerRuns[1] += 1
            return just((), ())
          }
          .commit()
        return just((), ())
      }
      .commit()
      .subscribe("root")

    #expect(outerRuns == 1)
    #expect(innerRuns == [1, 1])
    #expect(workflow.forkCallCount == 1)
    #expect(workflow.completeCallCount == 1)
  }

  @Test func forksOfAStepsPublisherShareOneRunOfThatStep() {
    let workflow = CountingWorkflow<Void>()
    var rootRuns = 0
    var branches: [String] = []
    let rootStep = workflow.onStep { _ -> AnyPublisher<(Int, Void), any Error> in
      rootRuns += 1
      return just(7, ())
    }
    for name in ["first", "second"] {
      let branch: Step<Void, Int, Void>? = rootStep.asPublisher().fork(workflow)
      branch?
        .onStep { number, _ -> AnyPublisher<(Void, Void), any Error> in
          branches.append("\(name) \(number)")
          return just((), ())
        }
        .commit()
    }
    #expect(rootRuns == 0)

    workflow.subscribe(())

    #expect(rootRuns == 1)
    #expect(branches == ["first 7", "second 7"])
    #expect(workflow.forkCallCount == 2)
    #expect(workflow.completeCallCount == 1)
  }

  @Test func forkOfAnythingButAnErasedStepPublisherIsNil() {
    let workflow = CountingWorkflow<Void>()
    let notErased = Just((1, ())).setFailureType(to: (any Error).self)
    let step: Step<Void, Int, Void>? = notErased.fork(workflow)

    #expect(step == nil)
    #expect(workflow.forkCallCount == 0)
  }

  @Test func stepPublisherFailsWhenTheChainBeforeItFails() {
    let workflow = CountingWorkflow<Void>()
    let failing = workflow.onStep { _ -> AnyPublisher<(Void, Void), any Error> in
      Fail(error: StepError()).eraseToAnyPublisher()
    }
    var completion: Subscribers.Completion<any Error>?
    let subscription = failing.asPublisher().sink(
      receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    failing.commit()

    workflow.subscribe(())

    guard case .failure(let error) = completion else {
      Issue.record("The step's publisher did not fail: \(String(describing: completion))")
      return
    }
    #expect(error is StepError)
    subscription.cancel()
  }

  @Test func stepWaitsForItsInteractorAndRunsWhileItActivates() {
    let workflow = CountingWorkflow<RecordingInteractor>()
    let interactor = RecordingInteractor()
    var ranWhileActive: [Bool] = []
    workflow
      .onStep { interactor -> AnyPublisher<(Void, Void), any Error> in
        ranWhileActive.append(interactor.isActive)
        return just((), ())
      }
      .commit()

    workflow.subscribe(interactor)
    #expect(ranWhileActive.isEmpty)
    interactor.activate()

    #expect(ranWhileActive == [true])
    #expect(workflow.completeCallCount == 1)
    interactor.deactivate()
  }

  @Test func nextStepRunsWhenThePublisherEmitsAndNotAfterCancel() {
    let workflow = CountingWorkflow<Void>()
    let login = PassthroughSubject<(String, Void), any Error>()
    var loggedIn: [String] = []
    workflow
      .onStep { _ in login.eraseToAnyPublisher() }
      .onStep { name, _ -> AnyPublisher<(Void, Void), any Error> in
        loggedIn.append(name)
        return just((), ())
      }
      .commit()

    let first = workflow.subscribe(())
    #expect(loggedIn.isEmpty)
    login.send(("ada", ()))
    #expect(loggedIn == ["ada"])
    #expect(first.hasEnded && !first.isCancelled)

    let second = workflow.subscribe(())
    second.cancel()
    login.send(("grace", ()))

    #expect(loggedIn == ["ada"])
    #expect(second.isCancelled)
    #expect(workflow.completeCallCount == 1)
    #expect(workflow.errors.isEmpty)
  }

  @Test func publisherThatEmitsOffTheMainActorContinuesOnIt() async {
    let workflow = CountingWorkflow<Void>()
    var continuedOnMainActor = false
    workflow
      .onStep { _ -> AnyPublisher<(Int, Void), any Error> in
        just(1, ()).receive(on: DispatchQueue.global()).eraseToAnyPublisher()
      }
      .onStep { _, _ -> AnyPublisher<(Void, Void), any Error> in
        MainActor.assertIsolated()
        continuedOnMainActor = true
        return just((), ())
      }
      .commit()

    await workflow.subscribe(()).waitUntilEnded()

    #expect(continuedOnMainActor)
    #expect(workflow.completeCallCount == 1)
  }

  @Test func asyncAndPublisherStepsMixInOneChain() async {
    let workflow = CountingWorkflow<Int>()
    var trace: [String] = []
    workflow
      .onStep { number -> AnyPublisher<(Int, Void), any Error> in just(number + 1, ()) }
      .onStep { (number: Int, _: Void) async throws -> (Int, Void) in
        trace.append("async \(number)")
        return (number * 10, ())
      }
      .onStep { number, _ -> AnyPublisher<(Void, Void), any Error> in
        trace.append("publisher \(number)")
        return just((), ())
      }
      .commit()

    await workflow.subscribe(1).waitUntilEnded()

    #expect(trace == ["async 2", "publisher 20"])
    #expect(workflow.completeCallCount == 1)
  }

  @Test func subscriptionIsACancellableAsInModernRIBs() {
    let workflow = CountingWorkflow<Void>()
    let never = PassthroughSubject<(Void, Void), any Error>()
    workflow.onStep { _ in never.eraseToAnyPublisher() }.commit()
    let interactor = RecordingInteractor()
    interactor.activate()

    let stored: any Cancellable = workflow.subscribe(()).cancelOnDeactivate(interactor: interactor)
    var erased: AnyCancellable? = AnyCancellable(workflow.subscribe(()))
    erased = nil
    interactor.deactivate()

    #expect((stored as? WorkflowSubscription)?.isCancelled == true)
    #expect(erased == nil)
    #expect(workflow.completeCallCount == 0)
  }

  @Test func subscriptionBoundWithCancelWithEndsWithTheWorkflowsCancellation() {
    let workflow = CountingWorkflow<Void>()
    let events = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let waiting = PassthroughSubject<(Void, Void), any Error>()
    workflow
      .onStep { [unowned workflow] _ in
        events.sink { received.append($0) }.cancelWith(workflow: workflow)
        return waiting.eraseToAnyPublisher()
      }
      .commit()

    let subscription = workflow.subscribe(())
    events.send(1)
    subscription.cancel()
    events.send(2)

    #expect(received == [1])
  }
}
