import FuzzingSupport
import TerminalUI
import TicTacToeKit

/// TicTacToe's deep links: the first line of the input is opened at launch (`--open`), and every
/// other line with `:open`, before and after the players log in.
func fuzzDeepLinks(_ bytes: [UInt8]) {
  var links = FuzzSession.lines(of: bytes)
  let first = links.isEmpty ? "" : links.removeFirst()
  let half = links.count / 2
  let typed =
    links[..<half].map { ":open \($0)" } + ["Alice", "Bob"] + links[half...].map { ":open \($0)" }
  MainActor.assumeIsolated {
    FuzzSession.run { output in
      await TicTacToeApp.main(
        arguments: ["--seed", "1", "--open", first],
        terminal: AppShell.Terminal(
          input: LineInput.script(typed), output: output, errorOutput: output))
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzzDeepLinks(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

/// libFuzzer's driver in a build for fuzzing; otherwise a replay of the inputs named on the command
/// line (`FuzzSession.main(_:)`).
@main
enum Main {
  static func main() {
    FuzzSession.main(fuzzOneInput)
  }
}
