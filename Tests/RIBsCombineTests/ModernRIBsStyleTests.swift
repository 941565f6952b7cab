import RIBs
import RIBsCombine
import RIBsTesting
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

// Mocks with exactly the members ModernRIBs' mocks have (publishers included), as a migrating
// app's tests keep them.

@MainActor
final class ModernInteractableMock: Interactable {
  var isActive = false { didSet { isActiveSubject.send(isActive) } }
  var isActiveStream: AnyPublisher<Bool, Never> { isActiveSubject.eraseToAnyPublisher() }
  private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)
  var activateCallCount = 0
  func activate() {
    activateCallCount += 1
    isActive = true
  }
  var deactivateCallCount = 0
  func deactivate() {
    deactivateCallCount += 1
    isActive = false
  }
}

@MainActor
final class ModernRoutingMock: Routing {
  let interactable: any Interactable
  var children: [any Routing] = []
  var lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
  var lifecycle: AnyPublisher<RouterLifecycle, Never> { lifecycleSubject.eraseToAnyPublisher() }
  var loadCallCount = 0
  init(interactable: any Interactable) { self.interactable = interactable }
  func load() { loadCallCount += 1 }
  func attachChild(_ child: any Routing) { children.append(child) }
  func detachChild(_ child: any Routing) { children.removeAll { $0 === child } }
}

@MainActor
final class ModernWorkingMock: Working {
  var isStarted = false
  var isStartedStream: AnyPublisher<Bool, Never> { Just(isStarted).eraseToAnyPublisher() }
  func start(_ interactorScope: any InteractorScope) { isStarted = true }
  func stop() { isStarted = false }
}

@MainActor
@Suite struct ModernRIBsStyleTests {
  @Test func aRouterDrivesAChildMockedAsForModernRIBs() {
    let parent = RecordingRouter()
    parent.interactor.activate()
    let interactable = ModernInteractableMock()
    let child = ModernRoutingMock(interactable: interactable)

    parent.attachChild(child)
    #expect(interactable.activateCallCount == 1)
    #expect(child.loadCallCount == 1)
    parent.detachChild(child)

    #expect(interactable.deactivateCallCount == 1)
    #expect(parent.children.isEmpty)
  }

  @Test func theStreamsAreAlsoPublishersUnderModernRIBsNames() async {
    let router = RecordingRouter()
    let worker = RecordingWorker()
    var activeness: [Bool] = []
    var lifecycle: [RouterLifecycle] = []
    var startedness: [Bool] = []
    var subscriptions = Set<AnyCancellable>()
    router.interactor.isActiveStream.sink { activeness.append($0) }.store(in: &subscriptions)
    router.lifecycle.filter { $0 == .didLoad }.sink { lifecycle.append($0) }
      .store(in: &subscriptions)
    worker.isStartedStream.sink { startedness.append($0) }.store(in: &subscriptions)

    router.interactor.activate()
    router.load()
    worker.start(router.interactor)

    #expect(activeness == [false, true])
    #expect(lifecycle == [.didLoad])
    #expect(startedness == [false, true])
    // The async streams are still there where the context asks for one.
    var iterator = router.interactor.isActiveStream.makeAsyncIterator()
    #expect(await iterator.next() == true)
  }

  /// A mock's own publisher is what its type says.
  ///
  /// The framework's publisher for a scope that does not report its changes (no `ActivenessPublishing`) gives the value it reads and finishes,
  /// as Uber's does for a scope it cannot observe: it does not guess at changes made elsewhere.
  @Test func aMockKeepsItsOwnPublisherAndTheFrameworkReadsItOnce() {
    let mock = ModernInteractableMock()
    let scope: any InteractorScope = mock
    var own: [Bool] = []
    var followed: [Bool] = []
    var finished = false
    var subscriptions = Set<AnyCancellable>()
    mock.isActiveStream.sink { own.append($0) }.store(in: &subscriptions)
    scope.isActiveStream.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { followed.append($0) }
    ).store(in: &subscriptions)

    let parent = RecordingRouter()
    parent.interactor.activate()
    parent.attachChild(ModernRoutingMock(interactable: mock))

    #expect(own == [false, true])
    #expect(followed == [false])
    #expect(finished)
  }

  @Test func leakDetectorStatusIsAPublisherWhereCodeSinksIt() async {
    let clock = ManualClock()
    let detector = LeakDetector(clock: clock, isEnabled: true) { _ in }
    var statuses: [LeakDetectionStatus] = []
    let subscription = detector.status.sink { statuses.append($0) }

    var object: RecordingInteractor? = RecordingInteractor()
    detector.expectDeallocate(object: object!, inTime: 1)
    #expect(detector.status == .InProgress)
    object = nil
    await clock.advance(by: .seconds(1))

    #expect(statuses == [.DidComplete, .InProgress, .DidComplete])
    #expect(detector.status == .didComplete)
    subscription.cancel()
  }
}
