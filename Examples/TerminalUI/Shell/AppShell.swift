import ArgumentParser
import FileDescriptorIO
import Foundation
import RIBs
import RIBsInspector

/// What every example app does around its RIB tree: read the command line, report the framework's
/// diagnostics, trace the tree, serve the inspector and run the terminal window until input ends.
///
/// An app's executable is one call to ``main(_:)``; the app itself reads its options with
/// ``parse(_:arguments:output:errorOutput:)`` and runs its tree with
/// ``run(_:in:title:options:input:errorOutput:afterLaunch:)``, so that its tests drive the same
/// code with captured input and output.
@MainActor
public enum AppShell {
  /// What reading the command line decided.
  public enum ParsedCommandLine<Options> {
    /// Run the app with these options.
    case run(Options)
    /// Exit with this status: the help was printed (0) or a mistake was reported (64).
    case exit(Int32)
  }

  /// What an app's `--help` says about its prompt, after the app's own commands: the commands
  /// every app's window takes (its `:help` lists them all, the app's own included).
  nonisolated public static let promptHelp = """
    At any prompt, :help lists the commands, among them :tree (print the RIB tree; \
    :tree --save <file> saves a snapshot for 'ribs tree <file>'), :back (close the top screen) \
    and :quit (leave; end of input does too).
    """

  /// The terminal an app runs in: its streams, and how it shows text.
  public struct Terminal {
    /// Lines typed or piped in.
    public let input: AsyncStream<String>
    /// Standard output.
    public let output: any TerminalOutput
    /// Standard error.
    public let errorOutput: any TerminalOutput
    /// Colours on a terminal that takes them, plain text otherwise.
    public let style: TerminalStyle
    /// Whether to print input lines: when input is not a terminal, which would have echoed them.
    public let echoesInput: Bool
    /// Turns the terminal's echo on and off; `nil` when input is not a terminal.
    public let terminalEcho: ((Bool) -> Void)?

    /// A terminal of the given streams, such as a script and captured output in a test.
    public init(
      input: AsyncStream<String>, output: any TerminalOutput, errorOutput: any TerminalOutput,
      style: TerminalStyle = .plain, echoesInput: Bool = true, terminalEcho: ((Bool) -> Void)? = nil
    ) {
      self.input = input
      self.output = output
      self.errorOutput = errorOutput
      self.style = style
      self.echoesInput = echoesInput
      self.terminalEcho = terminalEcho
    }
  }

  /// Runs `app` in the process's terminal (standard input, output and error) and exits with the status it returns.
  ///
  /// The framework's diagnostics (misuse, leaks) are written to standard error without stopping
  /// the app.
  ///
  /// - Parameter app: The app, given the terminal; returns its exit status.
  public static func main(_ app: (Terminal) async -> Int32) async -> Never {
    RIBsDiagnostics.handler = { diagnostic in
      FileDescriptorIO.writeToStandardError(diagnostic.description + "\n")
    }
    let terminal = Terminal(
      input: LineInput.standardInput(),
      output: StandardOutput(),
      errorOutput: StandardError(),
      style: .standardOutput(
        environment: ProcessInfo.processInfo.environment, isTerminal: StandardOutput.isTerminal),
      echoesInput: !LineInput.isTerminal,
      terminalEcho: LineInput.isTerminal ? { TerminalEcho.set($0) } : nil)
    exit(await app(terminal))
  }

  /// Reads an app's command line.
  ///
  /// `--help` writes the help to `output`; a mistake is explained in one sentence on
  /// `errorOutput`, with a pointer to `--help`.
  ///
  /// - Parameters:
  ///   - options: The app's options, whose configuration names the app.
  ///   - arguments: The command line, without the program name.
  ///   - output: Where the help goes.
  ///   - errorOutput: Where a mistake is explained.
  /// - Returns: The options to run with, or the status to exit with.
  public static func parse<Options: ParsableCommand>(
    _ options: Options.Type, arguments: [String], output: any TerminalOutput,
    errorOutput: any TerminalOutput
  ) -> ParsedCommandLine<Options> {
    do {
      return .run(try Options.parse(arguments))
    } catch {
      let status = Options.exitCode(for: error)
      if status == .success {
        output.writeLine(Options.fullMessage(for: error))
        return .exit(0)
      }
      // The arguments are the user's: they may hold anything.
      var message = TerminalText.sanitized(Options.message(for: error))
      if message.last != "." { message += "." }
      let name = Options.configuration.commandName ?? "the app"
      errorOutput.writeLine("\(message) Run \(name) --help for the options.")
      return .exit(ExitCode.validationFailure.rawValue)
    }
  }

  /// Launches `launchRouter` in `window` and runs it until its input ends, with the trace and the
  /// inspector `options` ask for.
  ///
  /// - Parameters:
  ///   - launchRouter: The root RIB's router.
  ///   - window: The window to show it in, with the app's commands added.
  ///   - title: The app's name, in the inspector's page.
  ///   - dependencyTree: The app's `RIBsDependencyTree.json`, which the inspector's page shows
  ///     each RIB's needs from.
  ///   - options: `--trace` and `--inspect`.
  ///   - input: The lines the user types.
  ///   - errorOutput: Where the trace and the inspector's address go.
  ///   - afterLaunch: What to do once the tree is up, before reading input (open a deep link).
  /// - Returns: The exit status: 0, or 69 if the inspector cannot start.
  public static func run(
    _ launchRouter: any LaunchRouting, in window: TerminalWindow, title: String,
    dependencyTree: String? = nil, options: AppShellOptions,
    input: some AsyncSequence<String, Never>,
    errorOutput: any TerminalOutput, afterLaunch: () -> Void = {}
  ) async -> Int32 {
    window.addCommand(.tree(of: launchRouter))
    let trace = options.trace ? TreeTrace.start(of: launchRouter, to: errorOutput) : nil
    defer { trace?.cancel() }
    // Before the launch, so that the inspector's timeline begins with it.
    var inspector: RIBInspector?
    if let port = options.inspectorPort {
      do {
        inspector = try await InspectorCommand.start(
          of: launchRouter, title: title, dependencyTree: dependencyTree, port: port,
          window: window, errorOutput: errorOutput)
      } catch {
        errorOutput.writeLine(error.description)
        return 69
      }
    }
    launchRouter.launch(from: window)
    // Under the first screen: how to find everything else.
    window.rootViewController?.show(
      message: "Type :help for the commands, :tree for the RIB tree (--help: --trace, --inspect).")
    if let url = inspector?.url {
      window.rootViewController?.show(message: "RIB inspector: \(url.absoluteString)")
    }
    afterLaunch()
    await window.run(input: input)
    await inspector?.stop()
    return 0
  }
}
