import Foundation
import RIBs
import RIBsTestSupport
import TerminalUI
import Testing

@testable import TicTacToe

/// A whole app session driven by scripted input, with the leak detector on a manual clock.
@MainActor
struct Session {
  let status: Int32
  let transcript: String
  let diagnostics: [RIBsDiagnostic]
  let leaks: LeakRecorder

  /// Runs the app with `input`, then lets the leak detector check every RIB that went away.
  static func run(
    _ input: [String], arguments: [String] = [], seed: UInt64 = 1
  ) async -> Session {
    let output = CapturedOutput()
    let leaks = LeakRecorder()
    var status: Int32 = -1
    let diagnostics = await RIBsDiagnostics.capture {
      status = await LeakDetector.withInstance(leaks.detector) {
        await TicTacToeApp.run(
          arguments: arguments, input: LineInput.script(input), output: output,
          randomPlayerSource: .seeded(seed))
      }
      // The session is over and the whole tree released: give every expectation its time.
      await leaks.advance(by: .seconds(10))
    }
    return Session(
      status: status, transcript: output.text, diagnostics: diagnostics, leaks: leaks)
  }

  /// Expects the transcript to match the golden file `name`, recorded when it is missing or when
  /// `RECORD_SNAPSHOTS=1`; and expects a clean session: no diagnostic, no leak.
  func expectTranscript(
    named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Transcripts/\(name).txt")
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    if record || !FileManager.default.fileExists(atPath: url.path) {
      try transcript.write(to: url, atomically: true, encoding: .utf8)
    } else {
      let golden = try String(contentsOf: url, encoding: .utf8)
      #expect(
        transcript == golden,
        "Transcript differs from \(name).txt; run with RECORD_SNAPSHOTS=1 to record it.",
        sourceLocation: sourceLocation)
    }
    expectClean(sourceLocation: sourceLocation)
  }

  /// Expects no diagnostic and no leak.
  func expectClean(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(leaks.leaks.isEmpty, "\(leaks.leaks)", sourceLocation: sourceLocation)
    #expect(leaks.detector.status == .didComplete, sourceLocation: sourceLocation)
  }
}
