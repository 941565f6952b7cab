import ArgumentParser
import Foundation
import RIBTreeRendering
import RIBs

/// `ribs tree [<snapshot.json>] --format <format>`: renders a saved RIB tree snapshot.
struct TreeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tree",
    abstract: "Render a saved RIB tree snapshot as text, JSON, DOT, Mermaid or an HTML picture.",
    discussion: """
      Snapshots are the JSON that an app saves with RIBTreeSnapshot (the example apps: \
      ':tree --save <file>'). Reads standard input when no file is given.
      """)

  @Argument(help: "The snapshot (JSON). Standard input if omitted.")
  var snapshot: String?

  @Option(help: "The output: text, json, dot, mermaid or html.")
  var format: RIBTreeRenderer.Format = .text

  func validate() throws {
    if snapshot == nil, StandardStreams.inputIsTerminal {
      throw ValidationError(
        "Give a snapshot file, or pipe one in: ribs tree tree.json, or ribs tree < tree.json.")
    }
  }

  func run() throws {
    let source = snapshot ?? "standard input"
    let data: Data
    do throws(StandardStreams.Failure) {
      if let snapshot {
        data = try StandardStreams.readFile(atPath: snapshot)
      } else {
        data = try StandardStreams.readInput()
      }
    } catch {
      throw TreeCommandError(error.description)
    }
    let tree: RIBTreeSnapshot
    do {
      tree = try RIBTreeSnapshot(jsonData: data)
    } catch {
      throw TreeCommandError("\(source) is not a RIB tree snapshot: \(error).")
    }
    do {
      try StandardStreams.writeOutput(RIBTreeRenderer.render(tree, as: format))
    } catch {
      throw TreeCommandError(error.description)
    }
  }
}

/// A failure of `ribs tree`, said in one sentence.
struct TreeCommandError: Error, CustomStringConvertible {
  var description: String

  /// - Parameter description: The sentence; the paths and names it quotes are the user's, so it is
  ///   sanitized for the terminal.
  init(_ description: String) {
    self.description = UntrustedText.sanitized(description)
  }
}

extension RIBTreeRenderer.Format: ExpressibleByArgument {}
