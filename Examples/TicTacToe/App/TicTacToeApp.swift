import Foundation
import RIBs
import TerminalUI

/// The app: builds the root RIB, launches it in a terminal window, and runs until the players quit.
@MainActor
package enum TicTacToeApp {
  /// Runs the app in `terminal`, as its executable does in the process's terminal.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program name.
  ///   - terminal: The terminal: the process's, or a script and captured output.
  /// - Returns: The exit status, as ``run(arguments:input:output:errorOutput:style:echoesInput:)`` says.
  package static func main(arguments: [String], terminal: AppShell.Terminal) async -> Int32 {
    await run(
      arguments: arguments, input: terminal.input, output: terminal.output,
      errorOutput: terminal.errorOutput, style: terminal.style,
      echoesInput: terminal.echoesInput)
  }

  /// Runs the app and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program name.
  ///   - input: The lines the players type.
  ///   - output: Where the app writes.
  ///   - errorOutput: Where mistakes on the command line, `--trace` and the inspector's address
  ///     go, so that clearing the screen does not wipe them.
  ///   - style: Colours on a terminal, plain text otherwise.
  ///   - echoesInput: Whether to print input lines (for input the terminal does not echo).
  ///   - randomPlayerSource: RandomWin's winners; by default from `--seed` or the system.
  /// - Returns: The exit status: 0; 64 for a mistake on the command line; 69 if `--inspect` cannot
  ///   start the inspector.
  static func run(
    arguments: [String],
    input: some AsyncSequence<String, Never>,
    output: any TerminalOutput,
    errorOutput: any TerminalOutput,
    style: TerminalStyle = .plain,
    echoesInput: Bool = true,
    randomPlayerSource: RandomPlayerSource? = nil
  ) async -> Int32 {
    let options: Options
    switch AppShell.parse(
      Options.self, arguments: arguments, output: output, errorOutput: errorOutput)
    {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let source = randomPlayerSource ?? options.seed.map(RandomPlayerSource.seeded) ?? .system()
    let (launchRouter, urlHandler) = RootBuilder(
      dependency: AppComponent(randomPlayerSource: source)
    ).build()
    let window = TerminalWindow(output: output, style: style, echoesInput: echoesInput)
    let open = TerminalCommand.open(
      example: DeepLink.example, links: [DeepLink.pattern], handler: urlHandler)
    window.addCommand(open)
    return await AppShell.run(
      launchRouter, in: window, title: "TicTacToe", dependencyTree: RIBsDependencyTree.json,
      options: options.shell, input: input, errorOutput: errorOutput
    ) {
      if let url = options.openURL, let message = open.run(url) { output.writeLine(message) }
    }
  }
}
