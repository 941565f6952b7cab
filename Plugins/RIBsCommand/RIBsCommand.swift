import Foundation
import PackagePlugin

/// `swift package ribs <arguments>`: runs the `ribs` tool in the package it is invoked in, so
/// that `swift package ribs new Home --path Sources/App` writes the RIB's files there.
///
/// Writing needs the permission SwiftPM asks for (or `--allow-writing-to-package-directory`).
/// The arguments are the tool's own: `swift package ribs new --help` lists them.
@main
struct RIBsCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let ribs = try context.tool(named: "ribs")
    let process = Process()
    process.executableURL = ribs.url
    process.arguments = arguments
    // Paths such as --path Sources/App are the package's.
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // The tool has said why on standard error.
      throw RIBsCommandFailure(status: process.terminationStatus)
    }
  }
}

/// The `ribs` tool ended with a failure status.
struct RIBsCommandFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "ribs ended with status \(status)" }
}
