import RIBs
import RIBsCombine
import RIBsTesting
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
@Suite struct ConfineToTests {
  @Test func valuesFlowOnlyWhileActiveAndTheLatestIsDeliveredOnReactivation() {
    let interactor = RecordingInteractor()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.confineTo(interactor).sink { received.append($0) }

    subject.send(1)
    interactor.activate()
    subject.send(2)
    interactor.deactivate()
    subject.send(3)
    subject.send(4)
    #expect(received == [1, 2])

    interactor.activate()
    #expect(received == [1, 2, 4])
    subject.send(5)
    #expect(received == [1, 2, 4, 5])
    cancellable.cancel()
  }

  @Test func noDeliveryAfterDeactivation() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.confineTo(interactor).sink { received.append($0) }

    interactor.deactivate()
    subject.send(1)

    #expect(received.isEmpty)
    cancellable.cancel()
  }

  @Test func boundedDemandGetsTheLatestValueWhenItAsks() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var subscription: (any Subscription)?
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { subscription = $0 },
      receiveValue: { value in
        received.append(value)
        return .none
      },
      receiveCompletion: { _ in })
    subject.confineTo(interactor).subscribe(subscriber)

    subject.send(1)
    subject.send(2)
    #expect(received.isEmpty)
    subscription?.request(.max(1))
    subject.send(3)

    #expect(received == [2])
    subscription?.cancel()
  }

  @Test func completionIsForwarded() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let subject = PassthroughSubject<Int, Never>()
    var finished = false
    let cancellable = subject.confineTo(interactor).sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { _ in })

    subject.send(completion: .finished)

    #expect(finished)
    cancellable.cancel()
  }

  @Test func mockScopeIsFollowedSynchronouslyLikeAnInteractor() {
    let scope = InteractableMock()
    let subject = CurrentValuePublisher(7)
    var received: [Int] = []
    let cancellable = subject.confineTo(scope).sink { received.append($0) }

    scope.activate()
    #expect(received == [7])
    scope.deactivate()
    subject.send(8)
    #expect(received == [7])
    scope.activate()

    #expect(received == [7, 8])
    cancellable.cancel()
  }
}
