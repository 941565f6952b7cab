import RIBs
import RIBsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
@Suite struct LifecyclePublisherTests {
  @Test func isActivePublisherReplaysAndDeliversSynchronously() {
    let interactor = RecordingInteractor()
    interactor.activate()
    var values: [Bool] = []
    let cancellable = interactor.isActivePublisher.sink { values.append($0) }
    #expect(values == [true])

    interactor.deactivate()
    #expect(values == [true, false])
    cancellable.cancel()
    interactor.activate()
    #expect(values == [true, false])
  }

  @Test func isActivePublisherFinishesWhenTheInteractorGoesAway() throws {
    var interactor: RecordingInteractor? = RecordingInteractor()
    var finished = false
    let cancellable = try #require(interactor).isActivePublisher.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { _ in })

    interactor = nil

    #expect(finished)
    cancellable.cancel()
  }

  @Test func lifecyclePublisherDeliversDidLoadAndReplaysIt() {
    let router = RecordingRouter()
    var early: [RouterLifecycle] = []
    let first = router.lifecyclePublisher.sink { early.append($0) }
    #expect(early.isEmpty)

    router.load()
    var late: [RouterLifecycle] = []
    let second = router.lifecyclePublisher.sink { late.append($0) }

    #expect(early == [.didLoad])
    #expect(late == [.didLoad])
    first.cancel()
    second.cancel()
  }

  @Test func lifecyclePublisherFinishesWhenTheRouterGoesAway() {
    var finished = false
    var cancellable: AnyCancellable?
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let router = RecordingRouter()
      cancellable = router.lifecyclePublisher.sink(
        receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    }
    #expect(finished)
    cancellable?.cancel()
  }
}
