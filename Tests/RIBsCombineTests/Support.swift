import RIBs

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
  var onStart: ((any InteractorScope) -> Void)?
  override func didStart(_ interactorScope: any InteractorScope) {
    onStart?(interactorScope)
  }
}
