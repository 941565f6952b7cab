import AppSessionSupport
import Foundation
import TerminalUI
import Testing

@testable import MiniSuperAppKit

typealias Session = AppSession

extension AppSession {
  /// The day every session runs on, so that expiry checks do not depend on the real date.
  nonisolated static let today = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22 UTC

  /// Runs MiniSuperApp with `input` on the wallet in `dataDirectory`, or on `storage`, or on a new
  /// in-memory wallet.
  static func run(
    _ input: [String], arguments: [String] = [], dataDirectory: URL? = nil,
    storage: (any WalletStorage)? = nil
  ) async -> Session {
    let directoryArguments = dataDirectory.map { ["--data-dir", $0.path] } ?? []
    let storage = storage ?? (dataDirectory == nil ? InMemoryWalletStorage() : nil)
    return await run { output, errors in
      await MiniSuperApp.run(
        arguments: arguments + directoryArguments, input: LineInput.script(input),
        output: output, errorOutput: errors, storage: storage, now: { today })
    }
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
