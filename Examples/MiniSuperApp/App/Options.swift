import ArgumentParser
import Foundation
import TerminalUI

/// The command line of the app.
struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "MiniSuperApp",
    abstract: "The \"complex views\" super app of the RIBs seeds, in the terminal.",
    discussion: """
      Three tabs (Home, Finance, Profile); a finance home whose dashboards show the SuperPay \
      balance and the cards on file; a top-up flow; a ride paid with SuperPay.

      Type a tab's number (1-3) or name to switch tabs, and the letter in brackets to choose an \
      action, such as t for "Top up". At any prompt, :open <url> opens a deep link while the app \
      runs:
      """ + " " + DeepLink.paths.map { "\(DeepLink.scheme)://\($0)" }.joined(separator: ", ")
        + ".\n\n" + AppShell.promptHelp)

  /// Where the wallet file is kept, as typed; `nil` for the default, `~/.minisuperapp`.
  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      "Keep the wallet (balance, cards, name) in <dir>/wallet.json (default: ~/.minisuperapp).",
      valueName: "dir"))
  var dataDirectoryPath: String?

  /// A deep link to open at launch.
  @Option(
    name: .customLong("open"),
    help: ArgumentHelp(
      "Open a deep link at launch, such as superapp://finance/topup?amount=10000.",
      valueName: "url"))
  var openURL: String?

  /// `--trace` and `--inspect`.
  @OptionGroup var shell: AppShellOptions

  /// Where the wallet file is kept; `nil` for the default.
  var dataDirectory: URL? {
    dataDirectoryPath.map { URL(fileURLWithPath: NSString(string: $0).expandingTildeInPath) }
  }

  func validate() throws {
    if dataDirectoryPath?.isEmpty == true {
      throw ValidationError("--data-dir needs a directory.")
    }
  }
}
