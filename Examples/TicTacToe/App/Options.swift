import ArgumentParser
import TerminalUI

/// The command line of the app.
struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "TicTacToe",
    abstract: "Uber's RIBs tutorial app (tutorials 1 to 4), in the terminal.",
    discussion: """
      Two players log in with their names, pick a game (Tic Tac Toe or Random Win) and see the \
      score. Tic Tac Toe moves are a row and a column from 1 to 3, such as "2 3". At any prompt, \
      :open <url> opens a deep link while the app runs.
      """ + "\n\n" + AppShell.promptHelp)

  /// A deep link to open at launch.
  @Option(
    name: .customLong("open"),
    help: ArgumentHelp(
      "Open a deep link at launch, such as ribs-training://launchGame?gameId=ticTacToe.",
      valueName: "url"))
  var openURL: String?

  /// The seed of RandomWin's winners, to replay a session.
  @Option(
    help: ArgumentHelp(
      "Draw Random Win's winners from a seeded generator (to replay a session).",
      valueName: "number"))
  var seed: UInt64?

  /// `--trace` and `--inspect`.
  @OptionGroup var shell: AppShellOptions
}
