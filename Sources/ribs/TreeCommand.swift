#if Tools
  import ArgumentParser
  import Foundation
  import RIBTreeRendering
  import RIBs

  /// `ribs tree [<snapshot.json>] --format <format> [--events <events.json> [--through <n>]]`:
  /// renders a saved RIB tree snapshot, as it is or after the events saved since.
  struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "tree",
      abstract: "Render a saved RIB tree snapshot as text, JSON, DOT, Mermaid or an offline page.",
      discussion: """
        Snapshots are the JSON that an app saves with RIBTreeSnapshot (the example apps: \
        ':tree --save <file>'). Reads standard input when no file is given. With --events, \
        renders the tree after the events (a JSON array of RIBTreeEvent, as JSONEncoder writes \
        what RIBTreeEvents reports), or after the first <n> of them with --through.
        """)

    @Argument(help: "The snapshot (JSON). Standard input if omitted.")
    var snapshot: String?

    @Option(help: "The output: text, json, dot, mermaid or html.")
    var format: RIBTreeRenderer.Format = .text

    @Option(help: "Events that happened after the snapshot (JSON): render the tree after them.")
    var events: String?

    @Option(help: "With --events, apply only the first <n> events.")
    var through: Int?

    func validate() throws {
      if let through, through < 0 {
        throw ValidationError("--through counts events: give 0 or more, not \(through).")
      }
      if through != nil, events == nil {
        throw ValidationError("--through needs --events: the events to apply.")
      }
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
        throw CommandFailure(error.description)
      }
      var tree: RIBTreeSnapshot
      do {
        tree = try RIBTreeSnapshot(jsonData: data)
      } catch {
        throw CommandFailure("\(source) is not a RIB tree snapshot: \(error).")
      }
      if let events {
        let applied = try Self.readEvents(atPath: events)
        tree = tree.applying(applied.prefix(through ?? applied.count))
      }
      do {
        try StandardStreams.writeOutput(RIBTreeRenderer.render(tree, as: format))
      } catch {
        throw CommandFailure(error.description)
      }
    }
  }

  extension TreeCommand {
    /// The events saved in the file at `path`, oldest first.
    private static func readEvents(atPath path: String) throws -> [RIBTreeEvent] {
      let data: Data
      do throws(StandardStreams.Failure) {
        data = try StandardStreams.readFile(atPath: path)
      } catch {
        throw CommandFailure(error.description)
      }
      do {
        return try JSONDecoder().decode([RIBTreeEvent].self, from: data)
      } catch {
        throw CommandFailure("\(path) is not a JSON array of RIB tree events: \(error).")
      }
    }
  }

  extension RIBTreeRenderer.Format: ExpressibleByArgument {}
#endif
