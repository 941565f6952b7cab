import Foundation
import RIBs
import TerminalUI

/// The app: opens the wallet, builds the root RIB, launches it in a terminal window, and runs until
/// the user quits.
@MainActor
package enum MiniSuperApp {
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
      echoesInput: terminal.echoesInput, terminalEcho: terminal.terminalEcho)
  }

  /// Runs the app and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program name.
  ///   - input: The lines the user types.
  ///   - output: Where the app writes.
  ///   - errorOutput: Where the app says why it cannot start, and where `--trace` writes.
  ///   - style: Colours on a terminal, plain text otherwise.
  ///   - echoesInput: Whether to print input lines (for input the terminal does not echo).
  ///   - terminalEcho: Turns the terminal's echo on and off, to hide the CVC as it is typed; `nil`
  ///     when input is not a terminal.
  ///   - storage: Where the wallet is kept; by default the file in `--data-dir`.
  ///   - now: Today, to refuse expired cards.
  ///   - walletChecks: When to read the wallet again for another instance's changes; by default
  ///     every second.
  /// - Returns: The exit status: 0; 64 for a mistake on the command line; 65 for a wallet file
  ///   that cannot be read; 69 if `--inspect` cannot start the inspector.
  static func run(
    arguments: [String],
    input: some AsyncSequence<String, Never>,
    output: any TerminalOutput,
    errorOutput: any TerminalOutput,
    style: TerminalStyle = .plain,
    echoesInput: Bool = true,
    terminalEcho: ((Bool) -> Void)? = nil,
    storage: (any WalletStorage)? = nil,
    now: @escaping @MainActor () -> Date = Date.init,
    walletChecks: AsyncStream<Void> = WalletWatcher.ticks(every: .seconds(1))
  ) async -> Int32 {
    let options: Options
    switch AppShell.parse(
      Options.self, arguments: arguments, output: output, errorOutput: errorOutput)
    {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let walletStorage =
      storage ?? WalletFile(directory: options.dataDirectory ?? WalletFile.defaultDirectory)
    let store: WalletStore
    do {
      store = try WalletStore(storage: walletStorage)
    } catch {
      // The path is the user's: it may hold anything.
      errorOutput.writeLine(TerminalText.sanitized("\(error)"))
      return 65
    }
    (walletStorage as? WalletFile)?.removeAbandonedTemporaryFiles()
    let (launchRouter, urlHandler) = AppRootBuilder(
      dependency: AppComponent(store: store, now: now, views: TerminalViews())
    ).build()
    let window = TerminalWindow(
      output: output, style: style, echoesInput: echoesInput, terminalEcho: terminalEcho)
    let open = TerminalCommand.open(
      example: DeepLink.example, links: DeepLink.paths.map { "\(DeepLink.scheme)://\($0)" },
      handler: urlHandler)
    window.addCommand(open)
    // Weakly: the cancelled watcher ends on a later turn, and must not keep the screens until then.
    let watcher = WalletWatcher.start(store, ticks: walletChecks) { [weak window] in
      window?.redrawIfWaitingForInput()
    }
    defer { watcher.cancel() }
    return await AppShell.run(
      launchRouter, in: window, title: "MiniSuperApp", dependencyTree: RIBsDependencyTree.json,
      options: options.shell, input: input, errorOutput: errorOutput
    ) {
      if let url = options.openURL, let message = open.run(url) { output.writeLine(message) }
    }
  }
}
