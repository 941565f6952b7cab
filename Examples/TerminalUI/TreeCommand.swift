import Foundation
import RIBTreeRendering
import RIBs

extension TerminalCommand {
  /// `:tree [--save <file>]`: prints the live RIB tree under `root`, or saves a snapshot of it as
  /// JSON for `ribs tree <file>`.
  ///
  /// - Parameter root: The app's root router.
  /// - Returns: The command.
  public static func tree(of root: any Routing) -> TerminalCommand {
    TerminalCommand(
      name: "tree", usage: "[--save <file>]", summary: "print or save the RIB tree"
    ) { [weak root] argument in
      guard let root else { return "The app has no RIB tree." }
      return runTree(of: root, argument: argument)
    }
  }

  private static func runTree(of root: any Routing, argument: String) -> String {
    guard !argument.isEmpty else { return root.treeDescription }
    let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.first == "--save" else {
      return "Unknown option '\(argument)'. Use :tree, or :tree --save <file>."
    }
    guard parts.count == 2 else { return "Type a file after :tree --save." }
    let snapshot = RIBTreeSnapshot(of: root)
    let path = parts[1].trimmingCharacters(in: .whitespaces)
    do {
      try snapshot.jsonData().write(to: URL(fileURLWithPath: path), options: .atomic)
      return
        "Saved the RIB tree (\(snapshot.count) RIBs) to \(path). Render it with: ribs tree \(path)"
    } catch {
      return "Cannot save the RIB tree to \(path): \(error.localizedDescription)"
    }
  }
}
