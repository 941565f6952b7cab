import RIBs

/// A mock of `Routing` in the style of mockolo: call counts, arguments and handlers.
///
/// Its methods only record their calls; set a handler to do more. Subclass it for a RIB's own
/// routing protocol:
///
/// ```swift
/// final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {
///   var routeToOffGameCallCount = 0
///   func routeToOffGame(with games: [any Game]) { routeToOffGameCallCount += 1 }
/// }
/// ```
@preconcurrency
@MainActor
open class RoutingMock: Routing {
  /// The interactor a parent router activates and deactivates.
  public var interactable: any Interactable
  /// The children, as the test sets them.
  public var children: [any Routing] = []

  /// How many times ``lifecycle`` was read.
  public private(set) var lifecycleCallCount = 0
  /// Returns the lifecycle; by default, `.didLoad` if ``load()`` was called, then the end.
  public var lifecycleHandler: (() -> AsyncStream<RouterLifecycle>)?

  /// How many times ``load()`` was called.
  public private(set) var loadCallCount = 0
  /// Runs on every ``load()``.
  public var loadHandler: (() -> Void)?

  /// How many times ``attachChild(_:)`` was called.
  public private(set) var attachChildCallCount = 0
  /// The children passed to ``attachChild(_:)``, in order.
  public private(set) var attachChildArgValues: [any Routing] = []
  /// Runs on every ``attachChild(_:)``.
  public var attachChildHandler: ((any Routing) -> Void)?

  /// How many times ``detachChild(_:)`` was called.
  public private(set) var detachChildCallCount = 0
  /// The children passed to ``detachChild(_:)``, in order.
  public private(set) var detachChildArgValues: [any Routing] = []
  /// Runs on every ``detachChild(_:)``.
  public var detachChildHandler: ((any Routing) -> Void)?

  /// Creates a mock router.
  ///
  /// - Parameter interactable: Its interactor; by default a new ``InteractableMock``.
  public init(interactable: any Interactable = InteractableMock()) {
    self.interactable = interactable
  }

  /// Counts the read; returns ``lifecycleHandler``'s stream, or `.didLoad` if loaded and the end.
  public var lifecycle: AsyncStream<RouterLifecycle> {
    lifecycleCallCount += 1
    if let lifecycleHandler { return lifecycleHandler() }
    let (stream, continuation) = AsyncStream.makeStream(of: RouterLifecycle.self)
    if loadCallCount > 0 { continuation.yield(.didLoad) }
    continuation.finish()
    return stream
  }

  /// Counts the call and runs ``loadHandler``.
  public func load() {
    loadCallCount += 1
    loadHandler?()
  }

  /// Counts the call, records `child` and runs ``attachChildHandler``.
  ///
  /// - Parameter child: The router to attach.
  public func attachChild(_ child: any Routing) {
    attachChildCallCount += 1
    attachChildArgValues.append(child)
    attachChildHandler?(child)
  }

  /// Counts the call, records `child` and runs ``detachChildHandler``.
  ///
  /// - Parameter child: The router to detach.
  public func detachChild(_ child: any Routing) {
    detachChildCallCount += 1
    detachChildArgValues.append(child)
    detachChildHandler?(child)
  }
}
