import Foundation
import TerminalUI

/// The command line of the app.
struct Options: Equatable {
  /// A deep link to open at launch.
  var openURL: String?
  /// The seed of RandomWin's winners, to replay a session.
  var seed: UInt64?
  /// Whether to print every RIB tree event as it happens.
  var traces = false
  /// The port of the live RIB inspector (0 for a free one); `nil` for no inspector.
  var inspectorPort: UInt16?
  var showsHelp = false

  static let usage = """
    Usage: TicTacToe [--open <url>] [--seed <number>] [--trace] [--inspect [port]] [--help]

    Uber's RIBs tutorial app (tutorials 1 to 4), in the terminal. Two players log in with their
    names, pick a game (Tic Tac Toe or Random Win) and see the score.

    Options:
      --open <url>       open a deep link at launch, such as
                         ribs-training://launchGame?gameId=ticTacToe
      --seed <number>    draw Random Win's winners from a seeded generator (to replay a session)
      --trace            print every RIB tree event (attach, activate, load, ...) on standard error
    \(InspectorCommand.usage)
      -h, --help         show this help

    At any prompt:
      :help              list the commands
      :open <url>        open a deep link while the app runs
      :tree              print the RIB tree
      :tree --save <f>   save a snapshot of the RIB tree (JSON) for 'ribs tree <f>'
      :quit              leave (end of input does too)

    Tic Tac Toe moves are a row and a column from 1 to 3, such as "2 3".
    """

  /// Parses the arguments, without the program name.
  ///
  /// - Throws: ``OptionsError`` with a sentence for the user.
  init(arguments: [String]) throws(OptionsError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        showsHelp = true
      case "--trace":
        traces = true
      case "--inspect":
        do {
          inspectorPort = try InspectorCommand.port(from: &remaining)
        } catch {
          throw OptionsError(error.description)
        }
      case "--open":
        guard let value = remaining.popFirst() else { throw OptionsError("--open needs a URL.") }
        openURL = value
      case "--seed":
        guard let value = remaining.popFirst(), let seed = UInt64(value) else {
          throw OptionsError("--seed needs a whole number, such as --seed 42.")
        }
        self.seed = seed
      default:
        throw OptionsError("Unknown option '\(argument)'.")
      }
    }
  }
}

/// A mistake on the command line.
struct OptionsError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
