import Foundation
import RIBs
import RIBsTestSupport
import TerminalUI
import Testing

@testable import MiniSuperApp

/// A whole app session driven by scripted input, with the leak detector on a manual clock.
@MainActor
struct Session {
  /// The day every session runs on, so that expiry checks do not depend on the real date.
  static let today = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22 UTC

  let status: Int32
  let transcript: String
  let errors: String
  let diagnostics: [RIBsDiagnostic]
  let leaks: LeakRecorder

  /// Runs the app with `input` on the wallet in `dataDirectory` (or on `storage`), then lets the
  /// leak detector check every RIB that went away.
  static func run(
    _ input: [String], arguments: [String] = [], dataDirectory: URL? = nil,
    storage: (any WalletStorage)? = nil
  ) async -> Session {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let leaks = LeakRecorder()
    let directoryArguments = dataDirectory.map { ["--data-dir", $0.path] } ?? []
    let storage = storage ?? (dataDirectory == nil ? InMemoryWalletStorage() : nil)
    var status: Int32 = -1
    let diagnostics = await RIBsDiagnostics.capture {
      status = await LeakDetector.withInstance(leaks.detector) {
        await MiniSuperApp.run(
          arguments: arguments + directoryArguments, input: LineInput.script(input),
          output: output, errorOutput: errors, storage: storage, now: { today })
      }
      // The session is over and the whole tree released: give every expectation its time.
      await leaks.advance(by: .seconds(10))
    }
    return Session(
      status: status, transcript: output.text, errors: errors.text, diagnostics: diagnostics,
      leaks: leaks)
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

  /// Expects no diagnostic, no leak and nothing on standard error.
  func expectClean(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(leaks.leaks.isEmpty, "\(leaks.leaks)", sourceLocation: sourceLocation)
    #expect(leaks.detector.status == .didComplete, sourceLocation: sourceLocation)
    #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
  }
}

/// A new, empty directory for one test, removed when the test is over.
struct TemporaryDirectory: ~Copyable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("minisuperapp-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
