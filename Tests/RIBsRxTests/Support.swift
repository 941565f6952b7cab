#if RxSwift
  import RIBs
  import RIBsRx
  import RxSwift

  /// An interactor that keeps what it receives.
  @MainActor
  final class RecordingInteractor: Interactor {
    var received: [Int] = []
  }

  @MainActor
  final class RecordingRouter: Router<RecordingInteractor> {
    init() {
      super.init(interactor: RecordingInteractor())
    }
  }

  @MainActor
  final class RecordingWorker: Worker {
    var runs = 0
    var stops = 0
    var onStart: ((any InteractorScope) -> Void)?
    var onStop: (() -> Void)?

    override func didStart(_ interactorScope: any InteractorScope) {
      runs += 1
      onStart?(interactorScope)
    }

    override func didStop() {
      stops += 1
      onStop?()
    }
  }

  /// Uber's own `InteractorMock`, as an app's test support writes it.
  ///
  /// Its activeness is what its subject holds, and a test changes it through `activate()` and
  /// `deactivate()`. Without `ActivenessObservable` the framework reads it, and follows nothing.
  @MainActor
  class UnfollowedInteractorMock: Interactable {
    var isActive: Bool { (try? active.value()) ?? false }
    var isActiveStream: Observable<Bool> { active.asObservable() }
    private let active = BehaviorSubject<Bool>(value: false)

    func activate() { active.onNext(true) }
    func deactivate() { active.onNext(false) }
  }

  /// The same mock, as `ribs migrate` leaves it: followed through its subject.
  @MainActor
  final class SubjectInteractorMock: UnfollowedInteractorMock, ActivenessObservable {}

  /// A workflow that counts its hooks, as Uber's tests do.
  @MainActor
  final class CountingWorkflow<Root>: Workflow<Root> {
    var completeCallCount = 0
    var forkCallCount = 0
    var errors: [any Error] = []

    override func didComplete() { completeCallCount += 1 }
    override func didFork() { forkCallCount += 1 }
    override func didReceiveError(_ error: any Error) { errors.append(error) }
  }

  struct StepError: Error, Equatable {}
#endif
