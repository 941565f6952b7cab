import TerminalUI
import TicTacToeKit

@main
struct TicTacToeMain {
  @MainActor
  static func main() async {
    await AppShell.main { terminal in
      await TicTacToeApp.main(
        arguments: Array(CommandLine.arguments.dropFirst()), terminal: terminal)
    }
  }
}
