/// A command the user can type at any prompt, starting with a colon, such as `:help`.
@MainActor
public struct TerminalCommand {
  /// The name, without the colon.
  public var name: String
  /// How the arguments are written in the help, such as `<url>`; empty if there are none.
  public var usage: String
  /// One line for the help.
  public var summary: String
  /// Lines the help prints under the summary, such as the values the command takes.
  public var details: [String]
  /// Runs the command with the text after its name; returns a message to print, or `nil`.
  public var run: @MainActor (_ argument: String) -> String?

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - name: The name, without the colon.
  ///   - usage: How the arguments are written in the help.
  ///   - summary: One line for the help.
  ///   - details: Lines the help prints under the summary.
  ///   - run: Runs the command with the text after its name and returns a message to print.
  public init(
    name: String, usage: String = "", summary: String, details: [String] = [],
    run: @escaping @MainActor (_ argument: String) -> String?
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.details = details
    self.run = run
  }
}
