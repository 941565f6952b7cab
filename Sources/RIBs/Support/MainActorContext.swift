import Dispatch

/// Whether code runs on the main actor, asked without stopping the program.
///
/// For deinitializers of main-actor classes, which Swift may run on any thread, and which cannot use
/// `isolated deinit` in generic classes (see `Interactor.deinit`).
package enum MainActorContext {
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
  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}
