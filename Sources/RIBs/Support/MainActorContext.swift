import Dispatch

/// Whether code runs on the main actor, asked without stopping the program.
///
/// For deinitializers of main-actor classes, which Swift may run on any thread, and which therefore
/// cannot use `isolated deinit` in generic classes (see `Interactor.deinit`). `Thread.isMainThread`
/// is not the question: on Linux the main actor's queue may be drained by another thread.
enum MainActorContext {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main actor's queue, where `MainActor.assumeIsolated` holds.
  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}
