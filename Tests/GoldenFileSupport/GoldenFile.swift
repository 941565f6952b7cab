import Foundation
import Testing

/// A file of expected output kept beside the tests: a transcript, a rendering, a generated file.
///
/// As swift-snapshot-testing does, a golden file is written only when asked (`RECORD_SNAPSHOTS=1`);
/// a missing one fails the test, so that a deleted or misnamed file cannot turn a test green.
public enum GoldenFile {
  /// Whether this run records golden files instead of comparing with them: `RECORD_SNAPSHOTS=1`.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// Expects `actual` to be the contents of the golden file at `url`, or records it there.
  ///
  /// A missing file fails the test and is not written; a different one fails the test with the
  /// file's name. Either failure says how to record the file.
  ///
  /// - Parameters:
  ///   - actual: The output the test produced.
  ///   - url: The golden file.
  ///   - record: Whether to write `actual` to `url` instead of comparing; ``isRecording`` unless
  ///     a test decides.
  ///   - sourceLocation: Where a failure is reported.
  /// - Throws: If the file cannot be read, or written when recording.
  public static func expect(
    _ actual: String, matches url: URL, record: Bool = isRecording,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if record {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      let message =
        "No golden file \(url.lastPathComponent) at \(url.path); run with RECORD_SNAPSHOTS=1 to "
        + "record it."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == golden,
      "\(url.lastPathComponent) differs; run with RECORD_SNAPSHOTS=1 to record it again.",
      sourceLocation: sourceLocation)
  }
}
