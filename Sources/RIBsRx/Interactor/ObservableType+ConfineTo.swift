#if RxSwift
  import RIBs
  @preconcurrency import RxSwift

  extension ObservableType {
    /// Lets elements through only while the scope is active.
    ///
    /// Elements that arrive while the scope is inactive are dropped; when the scope becomes active
    /// again, the latest element (if any) is emitted at once. The subscription to this observable
    /// is not disposed when the scope deactivates: dispose of it as usual, with
    /// `disposeOnDeactivate(interactor:)` or a `DisposeBag`.
    ///
    /// ```swift
    /// scoreStream.score
    ///   .confineTo(self)
    ///   .subscribe(onNext: { [weak self] score in self?.presenter.show(score) })
    ///   .disposeOnDeactivate(interactor: self)
    /// ```
    ///
    /// - Parameter interactorScope: The scope, usually the interactor that subscribes.
    /// - Returns: An observable of this observable's elements while the scope is active.
    @preconcurrency
    @MainActor
    public func confineTo(_ interactorScope: any InteractorScope) -> Observable<Element> {
      Observable.combineLatest(interactorScope.isActiveStream, self) { ($0, $1) }
        .filter { isActive, _ in isActive }
        .map { _, element in element }
    }
  }
#endif
