import Foundation
import RIBs
import RIBsInspector

/// The live RIB inspector in the example apps: `--inspect [port]` on the command line, `:inspect` at
/// any prompt.
@MainActor
public enum InspectorCommand {
  /// The line of the apps' `--help` that describes `--inspect`.
  nonisolated public static let usage = """
      --inspect [port]   show the live RIB tree in a web browser: serve it on 127.0.0.1 (on a free
                         port unless one is given) and print its address
    """

  /// Reads the optional port that follows `--inspect`: 0 (a free port) if the next argument is not
  /// a number, which is then left for the other options.
  ///
  /// - Parameter arguments: The arguments after `--inspect`.
  /// - Returns: The port.
  /// - Throws: A sentence for the user if the number is not a port.
  nonisolated public static func port(from arguments: inout ArraySlice<String>)
    throws(InspectOptionError)
    -> UInt16
  {
    guard let next = arguments.first, next.first?.isNumber == true else { return 0 }
    guard let port = UInt16(next) else {
      throw InspectOptionError("--inspect takes a port from 0 to 65535, such as --inspect 8080.")
    }
    arguments.removeFirst()
    return port
  }

  /// Starts an inspector of `root` on `port`, says where it is (in the window, after the first
  /// screen, and on `errorOutput`) and adds `:inspect`, which says it again.
  ///
  /// - Parameters:
  ///   - root: The app's launch router.
  ///   - title: The page's title: the app's name.
  ///   - port: The port; 0 for a free one.
  ///   - window: The app's window, with its root view controller shown.
  ///   - errorOutput: Where the address is written too, for a script that reads it.
  /// - Returns: The running inspector; stop it when the app ends.
  /// - Throws: Why the inspector did not start, such as a port in use.
  public static func start(
    of root: any Routing, title: String, port: UInt16, window: TerminalWindow,
    errorOutput: any TerminalOutput
  ) async throws(RIBInspectorError) -> RIBInspector {
    let inspector = RIBInspector(root: root, title: title)
    let url = try await inspector.start(port: port)
    let message = "RIB inspector: \(url.absoluteString)"
    errorOutput.writeLine(message)
    window.rootViewController?.show(message: message)
    window.addCommand(
      TerminalCommand(name: "inspect", summary: "print the live RIB inspector's address") {
        [weak inspector] _ in
        inspector?.url.map { "RIB inspector: \($0.absoluteString)" } ?? "The inspector has stopped."
      })
    return inspector
  }
}

/// A mistake in `--inspect`'s port.
public struct InspectOptionError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
