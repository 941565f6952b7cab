import Foundation
import RIBs

/// The window of a terminal app: it shows the top screen, reads a line, and hands it to that screen
/// or runs the command it names.
///
/// Input lines reach screens and commands sanitized (``TerminalText/sanitized(_:)``): control
/// characters and text-direction marks arrive as visible `\u{…}` text.
///
/// `:back`, or Esc then Return, goes back on the user's initiative: it pops the top screen of a
/// ``TerminalNavigationController``, or dismisses a presented screen (or a whole stack from its
/// first screen) that has a ``TerminalViewController/closeListener``, and tells the listener, so
/// that the RIB behind the screen is detached.
///
/// A ``RIBs/LaunchRouter`` launches the app in it, as it would in a `UIWindow`:
///
/// ```swift
/// let window = TerminalWindow(output: StandardOutput(), style: .plain)
/// launchRouter.launch(from: window)
/// await window.run(input: LineInput.standardInput())
/// ```
@MainActor
public final class TerminalWindow: LaunchWindow {
  private let output: any TerminalOutput
  private let style: TerminalStyle
  private let echoesInput: Bool
  private let terminalEcho: ((Bool) -> Void)?
  private var commands: [TerminalCommand] = []
  private var lastScreen: [String] = []
  private var isRunning = false
  private var isWaitingForInput = false

  /// The root view controller, once the app is launched.
  public private(set) var rootViewController: TerminalViewController?

  /// Creates a window.
  ///
  /// - Parameters:
  ///   - output: Where to write.
  ///   - style: How to decorate text.
  ///   - echoesInput: Whether to print each input line after its prompt, for input that the
  ///     terminal does not echo (a pipe or a script), so the transcript reads like a session.
  ///   - terminalEcho: Turns the terminal's echo of typed characters on or off, for screens that
  ///     hide their input (``TerminalViewController/hidesInput``); `nil` when input is not a
  ///     terminal. ``TerminalEcho/set(_:)`` does it for standard input.
  public init(
    output: any TerminalOutput, style: TerminalStyle, echoesInput: Bool = false,
    terminalEcho: ((Bool) -> Void)? = nil
  ) {
    self.output = output
    self.style = style
    self.echoesInput = echoesInput
    self.terminalEcho = terminalEcho
  }

  public func show(rootViewController: any ViewControllable) {
    guard let rootViewController = rootViewController as? TerminalViewController else {
      preconditionFailure("A TerminalWindow shows TerminalViewControllers only.")
    }
    rootViewController.window = self
    self.rootViewController = rootViewController
  }

  /// Adds a command the user can type at any prompt; `:help` and `:quit` are built in.
  ///
  /// - Parameter command: The command.
  public func addCommand(_ command: TerminalCommand) {
    commands.append(command)
  }

  /// Shows the screen and messages, then reads and handles lines until `:quit` or end of input.
  ///
  /// - Parameter input: The lines the user types.
  public func run(input: some AsyncSequence<String, Never>) async {
    isRunning = true
    await refresh()
    var lines = input.makeAsyncIterator()
    defer { terminalEcho?(true) }
    while isRunning {
      let hidesInput = rootViewController?.topViewController.hidesInput ?? false
      terminalEcho?(!hidesInput)
      writePrompt()
      isWaitingForInput = true
      let next = await lines.next(isolation: #isolation)
      isWaitingForInput = false
      guard let typed = next else {
        output.writeLine()
        break
      }
      // The terminal echoed no line break either.
      if hidesInput, terminalEcho != nil { output.writeLine() }
      // Whatever the user typed or piped in is shown again (echoed, named in a message, kept as a
      // name), so it never reaches a screen with its escape sequences. Esc alone goes back.
      let line = Self.isEscape(typed) ? ":back" : TerminalText.sanitized(typed)
      if echoesInput {
        output.writeLine(hidesInput ? String(repeating: "*", count: line.count) : line)
      }
      handle(line: line)
      await refresh()
    }
    output.writeLine("Goodbye!")
  }

  /// Stops the loop after the current line.
  public func close() {
    isRunning = false
  }

  private func handle(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(":") else {
      rootViewController?.topViewController.handle(input: line)
      return
    }
    let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1)
    let name = parts.first.map(String.init) ?? ""
    let argument = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
    switch name {
    case "help":
      printHelp()
    case "quit":
      close()
    case "back":
      goBack()
    default:
      guard let command = commands.first(where: { $0.name == name }) else {
        printMessage("Unknown command ':\(name)'. Type :help for the commands.")
        return
      }
      if let message = command.run(argument) { printMessage(message) }
    }
  }

  private func printHelp() {
    let entries =
      commands.map { (":\($0.name) \($0.usage)", $0.summary, $0.details) } + [
        (":back", "close the top screen, if it lets you (Esc then Return does too)", []),
        (":help", "show this help", []),
        (":quit", "leave the app (end of input does too)", []),
      ]
    let width = entries.map(\.0.count).max() ?? 0
    let indent = String(repeating: " ", count: width + 4)
    output.writeLine("Commands, at any prompt:")
    for (usage, summary, details) in entries {
      output.writeLine(
        "  " + usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary)
      for line in details { output.writeLine(indent + line) }
    }
  }

  /// Pops or dismisses the top screen on the user's initiative, and tells its listener.
  private func goBack() {
    guard let top = rootViewController?.topViewController else { return }
    if let navigation = top.navigationController, navigation.viewStack.last === top,
      navigation.popByUser()
    {
      return
    }
    // The first screen of a stack goes with its stack, as a sheet swiped down.
    let screen = top.navigationController.flatMap { $0.viewStack.first === top ? $0 : nil } ?? top
    guard screen.isPresented else {
      printMessage("There is no screen to close here.")
      return
    }
    guard let listener = screen.closeListener else {
      printMessage("This screen does not close with :back; use one of its choices.")
      return
    }
    screen.dismiss()
    listener.userDidClose(screen)
  }

  private static func isEscape(_ typed: String) -> Bool {
    typed.trimmingCharacters(in: .whitespaces) == "\u{1B}"
  }

  private func printMessage(_ message: String) {
    output.writeLine(style.color(message, .yellow))
  }

  /// Draws the top screen again, and the prompt, if the window waits for input and the screen
  /// changed.
  ///
  /// For a view state that changed in the background, not after the user's last line.
  public func redrawIfWaitingForInput() {
    guard isWaitingForInput, draw() else { return }
    writePrompt()
  }

  private func writePrompt() {
    output.write(style.bold(rootViewController?.topViewController.prompt ?? "> "))
  }

  /// Lets the work started by the last input finish (tasks on the main actor), then draws.
  private func refresh() async {
    for _ in 0..<20 { await Task.yield() }
    draw()
  }

  /// Prints the top screen if it changed, then the messages queued.
  ///
  /// - Returns: Whether anything was printed.
  @discardableResult
  private func draw() -> Bool {
    guard let rootViewController else { return false }
    let top = rootViewController.topViewController
    let screen = [style.bold("== \(top.title) ==")] + top.lines(style: style)
    var didPrint = false
    if screen != lastScreen {
      didPrint = true
      lastScreen = screen
      output.write(style.newScreen)
      if !style.usesColor { output.writeLine() }
      for line in screen {
        output.writeLine(style.usesColor ? line : trimmingTrailingSpaces(line))
      }
    }
    // After the screen, so that clearing the terminal for a new screen does not erase them.
    for message in rootViewController.takeMessages() {
      didPrint = true
      printMessage(message)
    }
    return didPrint
  }

  private func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}
