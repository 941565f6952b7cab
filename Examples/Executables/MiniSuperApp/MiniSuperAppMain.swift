import Foundation
import MiniSuperAppKit
import RIBs
import TerminalUI

@main
struct MiniSuperAppMain {
  @MainActor
  static func main() async {
    // Report framework misuse and leaks on standard error without stopping the app.
    RIBsDiagnostics.handler = { diagnostic in
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    let status = await MiniSuperApp.main(
      arguments: Array(CommandLine.arguments.dropFirst()),
      input: LineInput.standardInput(),
      output: StandardOutput(),
      errorOutput: StandardError(),
      style: .standardOutput(
        environment: ProcessInfo.processInfo.environment, isTerminal: StandardOutput.isTerminal),
      echoesInput: !LineInput.isTerminal,
      terminalEcho: LineInput.isTerminal ? { TerminalEcho.set($0) } : nil)
    exit(status)
  }
}
