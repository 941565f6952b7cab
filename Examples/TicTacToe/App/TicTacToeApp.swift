import Foundation
import RIBs
import RIBsInspector
import TerminalUI

/// The app: builds the root RIB, launches it in a terminal window, and runs until the players quit.
@MainActor
package enum TicTacToeApp {
  /// Runs the app as its executable does, and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program name.
  ///   - input: The lines the players type.
  ///   - output: Where the app writes.
  ///   - errorOutput: Where `--trace` writes.
  ///   - style: Colours on a terminal, plain text otherwise.
  ///   - echoesInput: Whether to print input lines (for input the terminal does not echo).
  /// - Returns: The exit status, as ``run(arguments:input:output:errorOutput:style:echoesInput:randomPlayerSource:)`` says.
  package static func main(
    arguments: [String], input: some AsyncSequence<String, Never>, output: any TerminalOutput,
    errorOutput: any TerminalOutput, style: TerminalStyle, echoesInput: Bool
  ) async -> Int32 {
    await run(
      arguments: arguments, input: input, output: output, errorOutput: errorOutput, style: style,
      echoesInput: echoesInput)
  }

  /// Runs the app and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program name.
  ///   - input: The lines the players type.
  ///   - output: Where the app writes.
  ///   - errorOutput: Where `--trace` writes, so that clearing the screen does not wipe it.
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
    do {
      options = try Options(arguments: arguments)
    } catch {
      // The arguments are the user's: they may hold anything.
      output.writeLine(
        TerminalText.sanitized("\(error)") + " Run TicTacToe --help for the options.")
      return 64
    }
    if options.showsHelp {
      output.writeLine(Options.usage)
      return 0
    }
    let source = randomPlayerSource ?? options.seed.map(RandomPlayerSource.seeded) ?? .system()
    let (launchRouter, urlHandler) = RootBuilder(
      dependency: AppComponent(randomPlayerSource: source)
    ).build()
    let window = TerminalWindow(output: output, style: style, echoesInput: echoesInput)
    window.addCommand(
      TerminalCommand(name: "open", usage: "<url>", summary: "open a deep link") { text in
        open(text, with: urlHandler)
      })
    window.addCommand(.tree(of: launchRouter))
    let trace = options.traces ? TreeTrace.start(of: launchRouter, to: errorOutput) : nil
    defer { trace?.cancel() }
    launchRouter.launch(from: window)
    var inspector: RIBInspector?
    if let port = options.inspectorPort {
      do {
        inspector = try await InspectorCommand.start(
          of: launchRouter, title: "TicTacToe", port: port, window: window,
          errorOutput: errorOutput)
      } catch {
        errorOutput.writeLine(error.description)
        return 69
      }
    }
    if let url = options.openURL.map(TerminalText.sanitized),
      let message = open(url, with: urlHandler)
    {
      output.writeLine(message)
    }
    await window.run(input: input)
    await inspector?.stop()
    return 0
  }

  /// Hands `text` to the URL handler if it is a URL; returns a message if it is not.
  private static func open(_ text: String, with urlHandler: any URLHandler) -> String? {
    guard !text.isEmpty else {
      return "Type a URL after :open, such as \(DeepLink.scheme)://launchGame?gameId=ticTacToe."
    }
    guard let url = URL(string: text), url.scheme != nil else {
      return "Cannot open '\(text)': it is not a URL."
    }
    urlHandler.handle(url)
    return nil
  }
}
