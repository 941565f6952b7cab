import Foundation
import FuzzingSupport
import MiniSuperAppKit
import TerminalUI

/// MiniSuperApp's command line and prompts.
///
/// The first line of the input is the command line, its arguments separated by tabs; every other
/// line is typed at the prompt. Each run starts from no
/// wallet, in a directory of its own.
///
/// Left out so that runs stay on this machine's loopback and in their directory: `--inspect`,
/// `--data-dir` (the run's own is given) and `:tree --save`.
func fuzzMiniSuperApp(_ bytes: [UInt8]) {
  var lines = FuzzSession.lines(of: bytes)
  let commandLine = lines.isEmpty ? "" : lines.removeFirst()
  var arguments: [String] = []
  var parts = commandLine.split(separator: "\t").map(String.init)[...]
  while let part = parts.popFirst() {
    if part.contains("data-dir") {
      _ = parts.popFirst()
    } else if !part.contains("inspect") {
      arguments.append(part)
    }
  }
  let typed = lines.filter { !$0.contains("--save") }
  MainActor.assumeIsolated {
    let directory = FuzzDirectory.fresh()
    FuzzSession.run { output in
      await MiniSuperApp.main(
        arguments: arguments + ["--data-dir", directory.path],
        terminal: AppShell.Terminal(
          input: LineInput.script(typed), output: output, errorOutput: output))
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzzMiniSuperApp(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
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
