import Foundation

/// The one place where the framework reports misuse and leaks.
///
/// By default a report is written to standard error and, for an error (not a warning), stops a
/// debug build with `assertionFailure`. An app can replace ``handler`` at launch, for example to
/// send reports to its crash reporter. Tests capture reports instead, without touching the global
/// handler, so tests that run in parallel do not see each other's reports:
///
/// ```swift
/// let reports = RIBsDiagnostics.capture {
///   router.detachChild(strangerRouter)
/// }
/// #expect(reports.map(\.kind) == [.detachedRouterIsNotAChild])
/// ```
@preconcurrency
@MainActor
public enum RIBsDiagnostics {
  /// A function that receives every report that is not captured.
  public typealias Handler = @MainActor (RIBsDiagnostic) -> Void

  /// The handler for reports made outside `capture(_:)`.
  ///
  /// The default is ``standardHandler``. Process-wide: an app sets it once, at launch.
  public static var handler: Handler = standardHandler

  /// Writes the report to standard error, then, for an
  /// ``RIBsDiagnostic/Severity-swift.enum/error``, fails an assertion (debug builds only).
  public static let standardHandler: Handler = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    if diagnostic.severity == .error {
      assertionFailure(diagnostic.description)
    }
  }

  /// Runs `operation` and returns the reports made while it ran, instead of handling them.
  ///
  /// Reports made by work that `operation` starts in child tasks and unstructured tasks are captured
  /// too, as long as they are made before this method returns.
  ///
  /// - Parameter operation: The code whose reports to capture.
  /// - Returns: The reports, in the order they were made.
  /// - Throws: What `operation` throws.
  @discardableResult
  public static func capture(_ operation: () throws -> Void) rethrows -> [RIBsDiagnostic] {
    let recorder = DiagnosticsRecorder()
    try $recorder.withValue(recorder, operation: operation)
    return recorder.reports
  }

  /// Runs the asynchronous `operation` and returns the reports made while it ran, instead of
  /// handling them.
  ///
  /// - Parameter operation: The code whose reports to capture.
  /// - Returns: The reports, in the order they were made.
  /// - Throws: What `operation` throws.
  @discardableResult
  public static func capture(
    _ operation: () async throws -> Void
  ) async rethrows -> [RIBsDiagnostic] {
    let recorder = DiagnosticsRecorder()
    try await $recorder.withValue(recorder, operation: operation)
    return recorder.reports
  }

  /// Calls `observer` with every report that reaches ``handler``, before the handler, until the
  /// observation is cancelled; for tools such as a live inspector, which show reports without
  /// replacing what the app does with them.
  ///
  /// Reports captured by `capture(_:)` are not observed: they belong to the code that captures them.
  ///
  /// - Parameter observer: Receives each report.
  /// - Returns: The observation; cancel it to stop.
  public static func addObserver(
    _ observer: @escaping @MainActor (RIBsDiagnostic) -> Void
  ) -> RIBsObservation {
    let id = observers.addHandler(observer)
    return RIBsObservation { observers.removeHandler(id) }
  }

  /// Reports a diagnostic to the innermost `capture(_:)` or, outside one, to the observers and to
  /// ``handler``.
  ///
  /// - Parameter diagnostic: The report.
  public static func report(_ diagnostic: RIBsDiagnostic) {
    if let recorder {
      recorder.reports.append(diagnostic)
    } else {
      observers.send(diagnostic)
      handler(diagnostic)
    }
  }

  /// Reports a diagnostic of the given kind and message.
  package static func report(_ kind: RIBsDiagnostic.Kind, _ message: String) {
    report(RIBsDiagnostic(kind: kind, message: message))
  }

  /// The capture running in this task (`capture(_:)`), so that tests in parallel see their own.
  @TaskLocal private static var recorder: DiagnosticsRecorder?
  /// Who observes every report (`reports`): process-wide, as ``handler`` is.
  private static let observers = StateBroadcast<RIBsDiagnostic>()
}

/// The reports captured by one `RIBsDiagnostics.capture(_:)` call.
@MainActor
private final class DiagnosticsRecorder {
  var reports: [RIBsDiagnostic] = []
}
