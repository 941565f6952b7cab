#if RxSwift
  @preconcurrency import RxSwift

  /// An observable of a piece of framework state: the current value first (if `current` gives
  /// one), then every change, delivered synchronously, completing when the state's owner is
  /// deallocated.
  ///
  /// Each subscription registers its own handler with the owner, on the main actor: at once when
  /// the subscriber is on it, otherwise on the main actor's next turn (the current value is read
  /// then).
  ///
  /// - Parameters:
  ///   - current: The value to replay to each new subscriber, if there is one.
  ///   - register: Adds a synchronous handler to the owner and returns what removes it, or `nil` if
  ///     the owner is gone. The owner releases the handler when it is deallocated (or at once, if
  ///     it will never call it), which completes the observable.
  ///   - unregister: Removes a handler when its subscription is disposed.
  /// - Returns: The observable.
  func stateObservable<Value, Registration>(
    current: @escaping @MainActor () -> Value?,
    register: @escaping @MainActor (@escaping (Value) -> Void) -> Registration?,
    unregister: @escaping @MainActor (Registration) -> Void
  ) -> Observable<Value> {
    Observable.create { observer in
      let subscription = SingleAssignmentDisposable()
      MainActorHop.run {
        guard !subscription.isDisposed else { return }
        if let value = current() { observer.onNext(value) }
        // The handler owns the completion: when the owner releases the handler, it completes.
        let completion = CompletionOnRelease(observer)
        let registration = register { [completion] value in completion.observer.onNext(value) }
        // Disposed before the handler is registered, the new disposable is disposed at once.
        subscription.setDisposable(
          Disposables.create {
            if let registration { MainActorHop.run { unregister(registration) } }
          })
      }
      return subscription
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
#endif
