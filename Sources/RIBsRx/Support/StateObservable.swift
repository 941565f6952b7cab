#if RxSwift
  import Dispatch
  import RIBs
  @preconcurrency import RxSwift

  /// An observable of a piece of framework state, as Uber's RIBs keeps it in a subject: safe to
  /// subscribe to, dispose of and complete on any thread.
  ///
  /// Made on the main actor, where the state lives. A subject holds the state: the owner calls a
  /// handler synchronously with every change, which sends it on; the owner releases the handler
  /// when it is deallocated, on whatever thread that happens, which completes the subject. A
  /// subscriber is registered with the subject before it gets the current value (if the state has
  /// one), on the thread it subscribes from; every change reaches it where the framework makes it,
  /// on the main actor, in order.
  ///
  /// The handler stays registered while the observable or a subscription to it exists; when the
  /// last goes, it is removed on the main actor (at once if that is where it goes).
  ///
  /// NB: every closure handed to RxSwift is made in a nonisolated function. One made on the main
  /// actor would be isolated to it, and Swift checks that isolation when RxSwift calls it, which
  /// stops the program when that happens on another thread (a disposal, a completion).
  ///
  /// - Parameters:
  ///   - current: The value a new subscriber gets first; `nil` for events that are not replayed.
  ///   - register: Adds the handler to the owner and returns what removes it, or `nil` if the owner
  ///     will never call it (it is gone, or it cannot say when its state changes).
  ///   - unregister: Removes the handler, on the main actor.
  /// - Returns: The observable.
  @MainActor
  func stateObservable<Value, Registration: Sendable>(
    current: Value?,
    register: (_ handler: @escaping (Value) -> Void) -> Registration?,
    unregister: @escaping @MainActor (Registration) -> Void
  ) -> Observable<Value> {
    let relay = StateRelay(current: current)
    guard let registration = register(relay.handler()) else {
      return current.map(Observable.just) ?? .empty()
    }
    return relay.observable(keeping: HandlerRegistration(registration, unregister: unregister))
  }

  /// The subject of one ``stateObservable(current:register:unregister:)``.
  private final class StateRelay<Value> {
    private let subject: Observable<Value>
    private let observer: AnyObserver<Value>

    nonisolated init(current: Value?) {
      if let current {
        let subject = BehaviorSubject(value: current)
        (self.subject, observer) = (subject.asObservable(), subject.asObserver())
      } else {
        let subject = PublishSubject<Value>()
        (self.subject, observer) = (subject.asObservable(), subject.asObserver())
      }
    }

    /// The handler the owner calls with each change; its release completes the subject.
    nonisolated func handler() -> (Value) -> Void {
      let completion = CompletionOnRelease(observer)
      return { value in completion.observer.onNext(value) }
    }

    /// The subject as an observable that keeps `registration` while it or a subscription exists.
    nonisolated func observable(keeping registration: AnyObject) -> Observable<Value> {
      Observable.create { [subject] observer in
        let subscription = subject.subscribe(observer)
        return Disposables.create {
          subscription.dispose()
          withExtendedLifetime(registration) {}
        }
      }
    }
  }

  /// Completes an observer when the handler that owns it is released.
  private final class CompletionOnRelease<Value> {
    let observer: AnyObserver<Value>

    init(_ observer: AnyObserver<Value>) {
      self.observer = observer
    }

    deinit {
      observer.onCompleted()
    }
  }

  /// A handler registered with a main-actor owner, removed when this object goes away.
  ///
  /// Made on the main actor; its last release may happen on any thread (a subscription disposed
  /// there): the removal then runs on the main queue's next turn.
  private final class HandlerRegistration<Registration: Sendable>: Sendable {
    private let registration: Registration
    private let unregister: @MainActor (Registration) -> Void

    init(_ registration: Registration, unregister: @escaping @MainActor (Registration) -> Void) {
      self.registration = registration
      self.unregister = unregister
    }

    deinit {
      MainActorHop.run { [registration, unregister] in unregister(registration) }
    }
  }
#endif
