import Foundation
import RIBs
import TerminalUI
import TicTacToeKit

@main
struct TicTacToeMain {
  @MainActor
  static func main() async {
    // Report framework misuse and leaks on standard error without stopping the game.
    RIBsDiagnostics.handler = { diagnostic in
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    let status = await TicTacToeApp.main(
      arguments: Array(CommandLine.arguments.dropFirst()),
      input: LineInput.standardInput(),
      output: StandardOutput(),
      errorOutput: StandardError(),
      style: .standardOutput(
        environment: ProcessInfo.processInfo.environment, isTerminal: StandardOutput.isTerminal),
      echoesInput: !LineInput.isTerminal)
    exit(status)
  }
}
