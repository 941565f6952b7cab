import Foundation
import FuzzingSupport
import MiniSuperAppKit
import TerminalUI

/// MiniSuperApp's wallet file: the input is `wallet.json`, which the app reads at launch; it either
/// refuses the file with a sentence, or shows the balance and the cards and tops up.
func fuzzWalletFile(_ bytes: [UInt8]) {
  MainActor.assumeIsolated {
    let directory = FuzzDirectory.fresh()
    _ = FileManager.default.createFile(
      atPath: directory.appendingPathComponent("wallet.json").path, contents: Data(bytes))
    FuzzSession.run { output in
      await MiniSuperApp.main(
        arguments: ["--data-dir", directory.path],
        terminal: AppShell.Terminal(
          input: LineInput.script(["2", "t", "20000", "1", "r", "y", "3", ":quit"]), output: output,
          errorOutput: output))
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzzWalletFile(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
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
