import Foundation
import GoldenFileSupport
import Testing

@Suite struct GoldenFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("golden-\(UUID().uuidString)")

  @Test func aMissingGoldenFileFailsAndIsNotWritten() throws {
    let url = folder.appendingPathComponent("missing.txt")
    try withKnownIssue {
      try GoldenFile.expect("output", matches: url, record: false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No golden file missing.txt") }
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aDifferentGoldenFileFails() throws {
    let url = folder.appendingPathComponent("golden.txt")
    try GoldenFile.expect("before", matches: url, record: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try withKnownIssue {
      try GoldenFile.expect("after", matches: url, record: false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("golden.txt differs") }
    }
  }

  @Test func aRecordedGoldenFileMatchesWhatWasRecorded() throws {
    let url = folder.appendingPathComponent("nested/recorded.txt")
    defer { try? FileManager.default.removeItem(at: folder) }
    try GoldenFile.expect("line 1\nline 2\n", matches: url, record: true)
    try GoldenFile.expect("line 1\nline 2\n", matches: url, record: false)
    #expect(try String(contentsOf: url, encoding: .utf8) == "line 1\nline 2\n")
  }
}
