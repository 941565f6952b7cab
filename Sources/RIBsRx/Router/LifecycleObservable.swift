#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  /// A router whose lifecycle is an observable of its own: a `Router`, or a hand-written mock of
  /// `Routing` that declares `lifecycle`, as mocks of Uber's routers do.
  ///
  /// `lifecycle` on any `Routing` or `ViewableRouting` (`let child: any Routing`) reaches the
  /// router's own stream through this protocol. `ribs migrate` adds it to the mocks that declare
  /// one.
  ///
  /// ```swift
  /// final class RoutingMock: Routing, LifecycleObservable {
  ///   var interactable: any Interactable = InteractableMock()
  ///   var children: [any Routing] = []
  ///   var lifecycleSubject = PublishSubject<RouterLifecycle>()
  ///   var lifecycle: Observable<RouterLifecycle> { lifecycleSubject }
  ///   func load() {}
  ///   func attachChild(_ child: any Routing) {}
  ///   func detachChild(_ child: any Routing) {}
  /// }
  /// ```
  @preconcurrency
  @MainActor
  public protocol LifecycleObservable: Routing {
    /// The router's lifecycle: `.didLoad` when it loads, completing when the router goes.
    var lifecycle: Observable<RouterLifecycle> { get }
  }

  extension Router: LifecycleObservable {}

  extension LifecycleObservable {
    /// No lifecycle, only the end.
    ///
    /// What a conforming type that declares no stream of its own gives. It stands in for the
    /// requirement before `Routing`'s, which asks this protocol and would ask it again.
    public var lifecycle: Observable<RouterLifecycle> { .empty() }
  }

  extension Routing {
    /// The router's lifecycle, as an observable: the router's own stream when it has one (a
    /// `Router`, or a ``LifecycleObservable`` mock); otherwise none, only the end.
    public var lifecycle: Observable<RouterLifecycle> {
      if let observable = self as? any LifecycleObservable { return observable.lifecycle }
      return .empty()
    }
  }
#endif
