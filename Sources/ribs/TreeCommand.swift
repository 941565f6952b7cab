import ArgumentParser
import Foundation
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

  func run() throws {
    let source = snapshot ?? "standard input"
    let data: Data
    do {
      data =
        try snapshot.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        ?? FileHandle.standardInput.readDataToEndOfFile()
    } catch {
      throw TreeCommandError("Cannot read \(source): \(error.localizedDescription)")
    }
    let tree: RIBTreeSnapshot
    do {
      tree = try JSONDecoder().decode(RIBTreeSnapshot.self, from: data)
    } catch let error as DecodingError {
      throw TreeCommandError("\(source) is not a RIB tree snapshot: \(Self.reason(error)).")
    }
    print(RIBTreeRenderer.render(tree, as: format), terminator: "")
  }

  private static func reason(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      "it is not valid JSON"
    case .keyNotFound(let key, let context):
      "'\(key.stringValue)' is missing\(place(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      "\(context.debugDescription.lowercased().trimmingCharacters(in: ["."]))\(place(context))"
    @unknown default:
      "\(error)"
    }
  }

  private static func place(_ context: DecodingError.Context) -> String {
    context.codingPath.isEmpty
      ? ""
      : " at "
        + context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
          separator: ".")
  }
}

/// A failure of `ribs tree`, said in one sentence.
struct TreeCommandError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

extension RIBTreeRenderer.Format: ExpressibleByArgument {}
