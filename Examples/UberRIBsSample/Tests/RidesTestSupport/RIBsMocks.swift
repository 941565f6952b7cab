import RIBs
import RxSwift

// Mocks of the framework's protocols, hand-written with the members Uber's RIBs requires, as an
// app on Uber's RIBs keeps them (mockolo's style: call counts and handlers).

public class InteractableMock: Interactable {
  public var isActive: Bool = false { didSet { isActiveSetCallCount += 1 } }
  public var isActiveSetCallCount = 0
  public var isActiveStreamSubject = PublishSubject<Bool>()
  public var isActiveStream: Observable<Bool> { return isActiveStreamSubject }

  public var activateHandler: (() -> Void)?
  public var activateCallCount = 0
  public var deactivateHandler: (() -> Void)?
  public var deactivateCallCount = 0

  public init() {}

  public func activate() {
    activateCallCount += 1
    activateHandler?()
  }

  public func deactivate() {
    deactivateCallCount += 1
    deactivateHandler?()
  }
}

/// Uber's own `InteractorMock`: its activeness is what its subject holds, and a test changes it
/// through `activate()` and `deactivate()`.
public final class InteractorMock: Interactable {
  public var isActive: Bool {
    // swift-format-ignore: NeverUseForceTry
    return try! active.value()  // as Uber's own mock reads it
  }

  public var isActiveStream: Observable<Bool> {
    return active.asObservable()
  }

  private let active = BehaviorSubject<Bool>(value: false)

  public init() {}

  public func activate() {
    active.onNext(true)
  }

  public func deactivate() {
    active.onNext(false)
  }
}

public class RoutingMock: Routing {
  public var interactable: Interactable
  public var children: [Routing] = []
  public var lifecycleSubject = PublishSubject<RouterLifecycle>()
  public var lifecycle: Observable<RouterLifecycle> { return lifecycleSubject }

  public init(interactable: Interactable) {
    self.interactable = interactable
  }

  public var loadCallCount = 0
  public func load() {
    loadCallCount += 1
  }

  public var attachChildCallCount = 0
  public func attachChild(_ child: Routing) {
    attachChildCallCount += 1
    children.append(child)
  }

  public var detachChildCallCount = 0
  public func detachChild(_ child: Routing) {
    detachChildCallCount += 1
    children.removeAll { $0 === child }
  }
}

public class ViewableRoutingMock: RoutingMock, ViewableRouting {
  public var viewControllable: ViewControllable

  public init(interactable: Interactable, viewControllable: ViewControllable) {
    self.viewControllable = viewControllable
    super.init(interactable: interactable)
  }
}

public final class ViewControllableMock: ViewControllable {
  public init() {}
}

public class WorkingMock: Working {
  public var isStarted: Bool = false { didSet { isStartedSubject.onNext(isStarted) } }
  public var isStartedSubject = BehaviorSubject<Bool>(value: false)
  public var isStartedStream: Observable<Bool> { return isStartedSubject }

  public init() {}

  public var startCallCount = 0
  public func start(_ interactorScope: InteractorScope) {
    startCallCount += 1
    isStarted = true
  }

  public var stopCallCount = 0
  public func stop() {
    stopCallCount += 1
    isStarted = false
  }
}
