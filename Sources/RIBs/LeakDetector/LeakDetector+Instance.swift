/// The detector in effect: process-wide, or scoped to an operation.
extension LeakDetector {
  /// The detector in effect: the one installed with `withInstance(_:operation:)` around the
  /// current task, else the one installed with ``setInstance(_:)``, else a default one that uses the
  /// continuous clock.
  public static var instance: LeakDetector {
    // The task-local value is looked up only while some `withInstance` runs: every router reads
    // this when it is created, and the lookup costs more than the rest of the read.
    if scopeCount > 0, let scopedInstance { return scopedInstance }
    return processInstance ?? defaultInstance
  }

  /// Installs `detector` as ``instance`` for the whole process, outside
  /// `withInstance(_:operation:)`; `nil` restores the default detector.
  ///
  /// For a test suite that checks every RIB it creates without wrapping each test:
  ///
  /// ```swift
  /// let leaks = LeakRecorder()
  /// LeakDetector.setInstance(leaks.detector)
  /// defer { LeakDetector.setInstance(nil) }
  /// ```
  ///
  /// Routers keep the detector that was in effect when they were created.
  ///
  /// - Parameter detector: The detector to install, or `nil`.
  public static func setInstance(_ detector: LeakDetector?) {
    processInstance = detector
  }

  /// Runs `operation` with `detector` as ``instance``.
  ///
  /// Routers created inside `operation` keep using `detector` for the rest of their life.
  ///
  /// - Parameters:
  ///   - detector: The detector to install.
  ///   - operation: The code to run with it.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withInstance<R>(
    _ detector: LeakDetector, operation: () throws -> R
  ) rethrows -> R {
    scopeCount += 1
    defer { scopeCount -= 1 }
    return try $scopedInstance.withValue(detector, operation: operation)
  }

  /// Runs the asynchronous `operation` with `detector` as ``instance``.
  ///
  /// - Parameters:
  ///   - detector: The detector to install.
  ///   - operation: The code to run with it.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withInstance<R>(
    _ detector: LeakDetector, operation: () async throws -> R
  ) async rethrows -> R {
    scopeCount += 1
    defer { scopeCount -= 1 }
    return try await $scopedInstance.withValue(detector, operation: operation)
  }

  /// Runs `body` with no task-local instance, for a task that must not keep one.
  static func outsideScopedInstance<R>(_ body: () -> R) -> R {
    scopeCount > 0 ? $scopedInstance.withValue(nil, operation: body) : body()
  }

  /// The detector `withInstance(_:operation:)` set for this task, so that tests in parallel each
  /// have their own.
  @TaskLocal private static var scopedInstance: LeakDetector?
  /// How many `withInstance` calls are running, in any task: while none is, no task has a scoped
  /// instance.
  private static var scopeCount = 0
  /// The detector `setInstance(_:)` installed for the whole process (a test suite's).
  private static var processInstance: LeakDetector?
  /// The detector every router uses otherwise: one per process, as an app has one tree.
  private static let defaultInstance = LeakDetector()
}
