import Foundation
import RIBs
import RIBsInspector

/// The live RIB inspector in the example apps, started for `--inspect [port]` (``AppShellOptions``);
/// `:inspect` at any prompt says where it is.
@MainActor
public enum InspectorCommand {
  /// Starts an inspector of `root` on `port`, says where it is on `errorOutput` and adds
  /// `:inspect`, which says it again.
  ///
  /// Start it before launching `root`, so that the page's timeline begins with the launch.
  ///
  /// - Parameters:
  ///   - root: The app's launch router.
  ///   - title: The page's title: the app's name.
  ///   - dependencyTree: The app's `RIBsDependencyTree.json`, for each RIB's needs.
  ///   - port: The port; 0 for a free one.
  ///   - window: The app's window, which gets the command.
  ///   - errorOutput: Where the address is written too, for a script that reads it.
  /// - Returns: The running inspector; stop it when the app ends.
  /// - Throws: Why the inspector did not start, such as a port in use.
  public static func start(
    of root: any Routing, title: String, dependencyTree: String? = nil, port: UInt16,
    window: TerminalWindow, errorOutput: any TerminalOutput
  ) async throws(RIBInspectorError) -> RIBInspector {
    let inspector = RIBInspector(root: root, title: title, dependencyTree: dependencyTree)
    let url = try await inspector.start(port: port)
    let message = "RIB inspector: \(url.absoluteString)"
    errorOutput.writeLine(message)
    window.addCommand(
      TerminalCommand(name: "inspect", summary: "print the live RIB inspector's address") {
        [weak inspector] _ in
        inspector?.url.map { "RIB inspector: \($0.absoluteString)" } ?? "The inspector has stopped."
      })
    return inspector
  }
}
