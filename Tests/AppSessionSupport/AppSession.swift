import Foundation
import GoldenFileSupport
import RIBs
import RIBsTesting
import TerminalUI
import Testing

/// A whole session of an example app, run in process with the leak detector on a manual clock and
/// framework diagnostics captured: what the apps' end-to-end tests check.
@MainActor
public struct AppSession {
  /// The app's exit status.
  public let status: Int32
  /// Everything the app wrote to its output.
  public let transcript: String
  /// Everything the app wrote to its error output.
  public let errors: String
  /// The framework misuse and leaks reported during the session.
  public let diagnostics: [RIBsDiagnostic]
  /// The leak detector's record.
  public let leaks: LeakRecorder

  /// Runs `app` with captured outputs, then lets the leak detector check every RIB that went away.
  ///
  /// - Parameter app: Runs the app on the given output and error output; returns its exit status.
  /// - Returns: The session.
  public static func run(
    _ app: (_ output: CapturedOutput, _ errors: CapturedOutput) async -> Int32
  ) async -> AppSession {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let leaks = LeakRecorder()
    var status: Int32 = -1
    let diagnostics = await RIBsDiagnostics.capture {
      status = await LeakDetector.withInstance(leaks.detector) { await app(output, errors) }
      // The session is over and the whole tree released: give every expectation its time.
      await leaks.advance(by: .seconds(10))
    }
    return AppSession(
      status: status, transcript: output.text, errors: errors.text, diagnostics: diagnostics,
      leaks: leaks)
  }

  /// Expects the transcript to match the golden file `Transcripts/<name>.txt` beside the calling
  /// test file (recorded only with `RECORD_SNAPSHOTS=1`; a missing one fails), and expects a clean
  /// session.
  ///
  /// - Parameters:
  ///   - name: The golden file's name, without `.txt`.
  ///   - filePath: The calling test file, whose folder holds `Transcripts/`.
  ///   - record: Whether to record the golden file instead of comparing with it.
  ///   - sourceLocation: Where a failure is reported.
  /// - Throws: If the golden file cannot be read or recorded.
  public func expectTranscript(
    named name: String, filePath: String = #filePath, record: Bool = GoldenFile.isRecording,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Transcripts/\(name).txt")
    try GoldenFile.expect(
      transcript, matches: url, record: record, sourceLocation: sourceLocation)
    expectClean(sourceLocation: sourceLocation)
  }

  /// Expects no diagnostic, no leak, every leak expectation checked, and nothing on error output.
  ///
  /// - Parameter sourceLocation: Where a failure is reported.
  public func expectClean(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(leaks.leaks.isEmpty, "\(leaks.leaks)", sourceLocation: sourceLocation)
    #expect(leaks.detector.status == .didComplete, sourceLocation: sourceLocation)
    #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
  }
}
