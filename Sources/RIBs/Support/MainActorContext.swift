import Dispatch

/// Whether code runs on the main actor, asked without stopping the program, and a way to act on the
/// answer without an allocation.
///
/// For deinitializers of main-actor classes, which Swift may run on any thread, and which cannot use
/// `isolated deinit` in generic classes (see `Interactor.deinit`); they run once per RIB, so they
/// avoid `MainActor.assumeIsolated`, which checks the executor again and boxes its closure.
enum MainActorContext {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main actor, that is on the main queue.
  ///
  /// NB: not `Thread.isMainThread`: on Linux the main actor's queue may be drained by another thread
  /// (in Swift Testing, and in an executable with an async `main`), where it answers wrongly and
  /// takes 385 ns (Foundation sets up `Thread.current`); this lookup takes about 50.
  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }

  /// Calls `function` with `object` on the main actor, where the caller runs: it has checked
  /// ``isCurrent``.
  ///
  /// - Parameters:
  ///   - function: A closure that captures nothing (so it needs no context), such as
  ///     `{ $0.routerDidGoAway() }`.
  ///   - object: What `function` acts on.
  static func call<Object: AnyObject>(
    _ function: @escaping @MainActor (Object) -> Void, with object: Object
  ) {
    assert(isCurrent, "MainActorContext.call(_:with:) was called off the main actor.")
    // NB: unsafeBitCast, safe by the caller's check of isCurrent: a synchronous function's
    // global-actor isolation has no run-time representation, so this is the conversion
    // `MainActor.assumeIsolated` makes once it has checked the executor.
    unsafeBitCast(function, to: ((Object) -> Void).self)(object)
  }
}
