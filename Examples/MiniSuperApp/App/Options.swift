import Foundation
import TerminalUI

/// The command line of the app.
struct Options: Equatable {
  /// Where the wallet file is kept; `nil` for the default, `~/.minisuperapp`.
  var dataDirectory: URL?
  /// Whether to print every RIB tree event as it happens.
  var traces = false
  /// The port of the live RIB inspector (0 for a free one); `nil` for no inspector.
  var inspectorPort: UInt16?
  var showsHelp = false

  static let usage = """
    Usage: MiniSuperApp [--data-dir <dir>] [--trace] [--inspect [port]] [--help]

    The "complex views" super app of the RIBs seeds, in the terminal: three tabs (Home, Finance,
    Profile); a finance home whose dashboards show the SuperPay balance and the cards on file; a
    top-up flow; a ride paid with SuperPay.

    Options:
      --data-dir <dir>   keep the wallet (balance, cards, name) in <dir>/wallet.json
                         (default: ~/.minisuperapp)
      --trace            print every RIB tree event (attach, activate, load, ...) on standard error
    \(InspectorCommand.usage)
      -h, --help         show this help

    Type a tab's number (1-3) or name to switch tabs, and the letter in brackets to choose an
    action, such as t for "Top up". At any prompt:
      :help              list the commands
      :tree              print the RIB tree
      :tree --save <f>   save a snapshot of the RIB tree (JSON) for 'ribs tree <f>'
      :quit              leave (end of input does too)
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
      case "--data-dir":
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw OptionsError("--data-dir needs a directory.")
        }
        dataDirectory = URL(fileURLWithPath: NSString(string: value).expandingTildeInPath)
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
