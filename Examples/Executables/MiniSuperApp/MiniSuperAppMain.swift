import MiniSuperAppKit
import TerminalUI

@main
struct MiniSuperAppMain {
  @MainActor
  static func main() async {
    await AppShell.main { terminal in
      await MiniSuperApp.main(
        arguments: Array(CommandLine.arguments.dropFirst()), terminal: terminal)
    }
  }
}
