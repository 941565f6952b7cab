import RIBs

/// A record of the lifecycle calls of several RIBs, in the order they happened.
@MainActor
package final class EventLog {
  package private(set) var events: [String] = []

  package init() {}

  package func record(_ event: String) {
    events.append(event)
  }

  package func clear() {
    events.removeAll()
  }
}

/// An interactor that records its lifecycle calls and can run code inside them.
@MainActor
package final class TestInteractor: Interactor {
  package let name: String
  package let log: EventLog?
  package var didBecomeActiveCount = 0
  package var willResignActiveCount = 0
  package var onDidBecomeActive: (() -> Void)?
  package var onWillResignActive: (() -> Void)?

  package init(name: String = "interactor", log: EventLog? = nil) {
    self.name = name
    self.log = log
  }

  package override func didBecomeActive() {
    super.didBecomeActive()
    didBecomeActiveCount += 1
    log?.record("\(name).didBecomeActive")
    onDidBecomeActive?()
  }

  package override func willResignActive() {
    super.willResignActive()
    willResignActiveCount += 1
    log?.record("\(name).willResignActive")
    onWillResignActive?()
  }
}

/// A router that records its loads and can run code in `didLoad`.
@MainActor
package final class TestRouter: Router<TestInteractor> {
  package let name: String
  package var didLoadCount = 0
  package var onDidLoad: (() -> Void)?

  package init(name: String, log: EventLog? = nil) {
    self.name = name
    super.init(interactor: TestInteractor(name: name, log: log))
  }

  package override func didLoad() {
    super.didLoad()
    didLoadCount += 1
    interactor.log?.record("\(name).didLoad")
    onDidLoad?()
  }
}

/// A RIB with a view, as the navigation models show: a `TestRouter` whose view is a
/// `TestViewController`.
package final class TestScreen: ViewableRouter<TestInteractor, TestViewController> {
  package let name: String

  package init(name: String, log: EventLog? = nil) {
    self.name = name
    super.init(
      interactor: TestInteractor(name: name, log: log),
      viewController: TestViewController(name: name))
  }

  package override func didLoad() {
    super.didLoad()
    interactor.log?.record("\(name).didLoad")
  }
}

/// A platform-neutral view whose visibility a test sets.
@MainActor
package final class TestViewController: ViewControllable, CustomStringConvertible {
  package var isOnScreen = false
  /// The name of the RIB whose view this is, or of what it stands for.
  package let name: String

  package init(name: String = "") {
    self.name = name
  }

  package var description: String { name }
}

extension Array where Element == any Routing {
  /// The names of `TestRouter` and `TestScreen` children, for readable expectations.
  @MainActor package var names: [String] {
    map { ($0 as? TestRouter)?.name ?? ($0 as? TestScreen)?.name ?? "\(type(of: $0))" }
  }
}
