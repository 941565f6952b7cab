import FuzzingSupport
import TerminalUI
import TicTacToeKit

/// TicTacToe's command line and prompts.
///
/// The first line of the input is the command line, its arguments separated by tabs; every other
/// line is typed at the prompt.
///
/// Left out so that runs stay on this machine's loopback and files: `--inspect` (it would listen on
/// ports) and `:tree --save` (it would write files where the input says).
func fuzzTicTacToe(_ bytes: [UInt8]) {
  var lines = FuzzSession.lines(of: bytes)
  let commandLine = lines.isEmpty ? "" : lines.removeFirst()
  let arguments = commandLine.split(separator: "\t").map(String.init).filter {
    !$0.contains("inspect")
  }
  let typed = lines.filter { !$0.contains("--save") }
  MainActor.assumeIsolated {
    FuzzSession.run { output in
      await TicTacToeApp.main(
        arguments: arguments,
        terminal: AppShell.Terminal(
          input: LineInput.script(typed), output: output, errorOutput: output))
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzzTicTacToe(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
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
