import Dispatch

/// Whether code runs on the main actor, asked without stopping the program.
///
/// For deinitializers of main-actor classes, which Swift may run on any thread, and which cannot use
/// `isolated deinit` in generic classes (see `Interactor.deinit`).
package enum MainActorContext {
  /// The mark set on the main queue, once per process, which the check reads.
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main actor, that is on the main queue.
  ///
  /// NB: not `Thread.isMainThread`: on Linux the main actor's queue may be drained by another thread
  /// (in Swift Testing, and in an executable with an async `main`), where it answers wrongly and
  /// is slow (Foundation sets up `Thread.current`); this lookup is not.
  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }

  /// Stops a debug build when a main-actor operation of the framework is called off the main
  /// actor.
  ///
  /// The public API is `@preconcurrency @MainActor`, so that Swift 5-mode code (a migrated app and
  /// its XCTest cases) compiles against it; such code is not
  /// checked when it compiles, and a call from another thread would race with the main actor.
  /// Debug builds check the framework's entry points (activating, attaching, loading) at run time;
  /// release builds do not pay for it.
  ///
  /// - Parameters:
  ///   - operation: What was called: `Interactor.activate()`.
  ///   - type: The receiver's type.
  @inline(__always)
  package static func checkIsCurrent(_ operation: StaticString, of type: Any.Type) {
    #if DEBUG
      guard !isCurrent else { return }
      preconditionFailure(
        "\(operation) was called on \(type) off the main actor. RIBs' types belong to the main "
          + "actor: Swift 6 reports such a call when it compiles, Swift 5 does not. Call it on the "
          + "main actor: from the main thread, a @MainActor function or `await MainActor.run { }`.")
    #endif
  }
}
