import AppSessionSupport
import Foundation
import TerminalUI
import Testing

@testable import TicTacToeKit

typealias Session = AppSession

extension AppSession {
  /// Runs TicTacToe with `input`, as the players type it.
  static func run(
    _ input: [String], arguments: [String] = [], seed: UInt64 = 1
  ) async -> Session {
    await run { output, errors in
      await TicTacToeApp.run(
        arguments: arguments, input: LineInput.script(input), output: output,
        errorOutput: errors, randomPlayerSource: .seeded(seed))
    }
  }
}
