import RIBs
import RIBsTesting

/// A record of the lifecycle calls of several RIBs, in the order they happened.
@MainActor
final class EventLog {
  private(set) var events: [String] = []

  func record(_ event: String) {
    events.append(event)
  }

  func clear() {
    events.removeAll()
  }
}

/// An interactor that records its lifecycle calls and can run code inside them.
@MainActor
final class TestInteractor: Interactor {
  let name: String
  let log: EventLog?
  var didBecomeActiveCount = 0
  var willResignActiveCount = 0
  var onDidBecomeActive: (() -> Void)?
  var onWillResignActive: (() -> Void)?

  init(name: String = "interactor", log: EventLog? = nil) {
    self.name = name
    self.log = log
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    didBecomeActiveCount += 1
    log?.record("\(name).didBecomeActive")
    onDidBecomeActive?()
  }

  override func willResignActive() {
    super.willResignActive()
    willResignActiveCount += 1
    log?.record("\(name).willResignActive")
    onWillResignActive?()
  }
}

/// A router that records its loads and can run code in `didLoad`.
@MainActor
final class TestRouter: Router<TestInteractor> {
  let name: String
  var didLoadCount = 0
  var onDidLoad: (() -> Void)?

  init(name: String, log: EventLog? = nil) {
    self.name = name
    super.init(interactor: TestInteractor(name: name, log: log))
  }

  override func didLoad() {
    super.didLoad()
    didLoadCount += 1
    interactor.log?.record("\(name).didLoad")
    onDidLoad?()
  }
}

/// A RIB with a view, as the navigation models show: a `TestRouter` whose view is a
/// `TestViewController`.
final class TestScreen: ViewableRouter<TestInteractor, TestViewController> {
  let name: String

  init(name: String, log: EventLog? = nil) {
    self.name = name
    super.init(
      interactor: TestInteractor(name: name, log: log), viewController: TestViewController())
  }

  override func didLoad() {
    super.didLoad()
    interactor.log?.record("\(name).didLoad")
  }
}

/// A platform-neutral view whose visibility a test sets.
@MainActor
final class TestViewController: ViewControllable {
  var isOnScreen = false
}

extension Array where Element == any Routing {
  /// The names of `TestRouter` and `TestScreen` children, for readable expectations.
  @MainActor var names: [String] {
    map { ($0 as? TestRouter)?.name ?? ($0 as? TestScreen)?.name ?? "\(type(of: $0))" }
  }
}

/// The framework's synchronous observation of any scope, as the tests use it.
extension InteractorScope {
  /// Calls `observer` with every step of every change, until the token is passed to
  /// ``removeActivenessObserver(_:)``.
  func addActivenessObserver(
    _ observer: @escaping @MainActor (ActivenessChange) -> Void
  ) -> ScopeObserverToken {
    ScopeObservation.observe(self) { change, _ in observer(change) }
  }

  /// Calls `observer` with `activated` and `deactivated` and the scope, as workers are.
  func addIsActiveObserver(
    _ observer: @escaping ActivenessObserverList.Observer
  ) -> ScopeObserverToken {
    ScopeObservation.observe(self, followsCompletion: false, observer)
  }

  func removeActivenessObserver(_ token: ScopeObserverToken) {
    token.cancel(observing: self)
  }
}

/// Suspends until the current task is cancelled: the body of work that runs until its scope ends.
func untilCancelled() async {
  let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
  // The iterator ends when the task is cancelled; the stream never ends on its own.
  for await _ in stream {}
  withExtendedLifetime(continuation) {}
}
