import ArgumentParser
import FileDescriptorIO
import Foundation
import RIBTreeRendering
import RIBs
import RIBsMigration

/// `ribs migrate <path>`: moves a ModernRIBs app's Swift files to RIBs; prints a diff, and writes
/// only with `--write`.
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract:
      "Move a ModernRIBs app to RIBs: swap its imports (prints a diff; --write applies it).",
    discussion: """
      Reads every .swift file under <path> (hidden folders such as .build are skipped), and \
      prints as a unified diff what would change: import ModernRIBs becomes import RIBs, and \
      import RIBsCombine too in a file that uses what RIBsCombine adds (a publisher \
      isActiveStream, cancelOnDeactivate, a workflow of publishers...); where the app declares \
      a type RIBsCombine also declares (CurrentValuePublisher), a scoped import keeps the app's \
      own. import Combine becomes Combine where it exists and OpenCombine elsewhere; Uber's \
      .InProgress and .DidComplete in switch cases become .inProgress and .didComplete. Notes \
      name what needs a hand: RxSwift, a Package.swift that depends on ModernRIBs, a mock that \
      publishes its own activeness. Run it again with --write to change the files; a file \
      already migrated is left as it is. Needs the package's Migration trait: swift run \
      --traits Migration ribs migrate.
      """)

  @Argument(help: "A Swift file, or a folder to migrate the Swift files of.")
  var path: String

  @Flag(help: "Write the changes instead of printing them.")
  var write = false

  func run() throws {
    #if Migration
      try migrate()
    #else
      throw MigrateCommandError(
        "This ribs was built without the Migration trait. Run: swift run --traits Migration "
          + "ribs migrate \(path)")
    #endif
  }

  #if Migration
    /// The largest file the command reads: a Swift file is far smaller; anything larger is not one.
    private static let maximumFileSize = 8 << 20

    private func migrate() throws {
      let files = try Self.swiftFiles(at: path)
      var changed = 0
      var notes: [String] = []
      // Every file is read first: a file's imports depend on the types all of them declare.
      var sources: [(file: String, source: String)] = []
      var project = ProjectDeclarations()
      for file in files {
        guard let source = try Self.readSource(file, notes: &notes) else { continue }
        sources.append((file, source))
        project.add(source: source, path: file)
      }
      for (file, source) in sources {
        if (file as NSString).lastPathComponent == "Package.swift" {
          if let line = ManifestCheck.lineNamingModernRIBs(in: source) {
            notes.append(
              "\(file):\(line): depends on ModernRIBs: depend on RIBs instead (products RIBs, "
                + "RIBsCombine where a target uses its publishers, RIBsTesting for tests)."
            )
          }
          continue
        }
        let migration = SourceMigration(migrating: source, path: file, project: project)
        notes += migration.notes.map { "\(file):\($0.line): \($0.message)" }
        guard migration.changesFile else { continue }
        changed += 1
        if write {
          do {
            try Data(migration.migrated.utf8).write(
              to: URL(fileURLWithPath: file), options: .atomic)
          } catch {
            throw MigrateCommandError("Cannot write \(file): \(error.localizedDescription)")
          }
        } else {
          try StandardStreams.writeOutput(
            "--- a/\(file)\n+++ b/\(file)\n" + migration.hunks.map(\.unifiedText).joined())
        }
      }
      for note in notes { Self.printToStandardError("note: \(note)") }
      let summary =
        write
        ? "ribs migrate: wrote \(changed) of \(files.count) Swift files."
        : "ribs migrate: \(changed) of \(files.count) Swift files would change"
          + (changed > 0 ? "; run again with --write to change them." : ".")
      Self.printToStandardError(summary)
    }

    /// The Swift files at `path`, sorted: the file itself, or those under the folder.
    private static func swiftFiles(at path: String) throws -> [String] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw MigrateCommandError("\(path) does not exist.")
      }
      guard isFolder.boolValue else {
        guard path.hasSuffix(".swift") else {
          throw MigrateCommandError("\(path) is not a Swift file or a folder.")
        }
        return [path]
      }
      guard
        let enumerator = FileManager.default.enumerator(
          at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isRegularFileKey],
          options: [.skipsHiddenFiles])
      else { throw MigrateCommandError("Cannot read the folder \(path).") }
      // Paths as the user wrote the folder: `Sources/App/Root/RootRouter.swift`.
      let root = URL(fileURLWithPath: path).standardizedFileURL.path
      let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
      var files: [String] = []
      for case let url as URL in enumerator where url.pathExtension == "swift" {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        else { continue }
        let full = url.standardizedFileURL.path
        files.append(full.hasPrefix(root + "/") ? prefix + full.dropFirst(root.count + 1) : full)
      }
      return files.sorted()
    }

    /// The text of `file`, or `nil` with a note if it is too large or not UTF-8.
    private static func readSource(_ file: String, notes: inout [String]) throws -> String? {
      let data: Data
      do throws(StandardStreams.Failure) {
        data = try StandardStreams.readFile(atPath: file)
      } catch {
        throw MigrateCommandError(error.description)
      }
      guard data.count <= maximumFileSize else {
        notes.append("\(file): skipped: larger than \(maximumFileSize >> 20) MB.")
        return nil
      }
      guard let source = String(validating: data, as: UTF8.self) else {
        notes.append("\(file): skipped: not UTF-8 text.")
        return nil
      }
      return source
    }
  #endif

  /// Prints a line on standard error; paths in it are the user's, so it is sanitized.
  private static func printToStandardError(_ line: String) {
    FileDescriptorIO.writeToStandardError(UntrustedText.sanitized(line) + "\n")
  }
}

/// A failure of `ribs migrate`, said in one sentence.
struct MigrateCommandError: Error, CustomStringConvertible {
  var description: String

  /// - Parameter description: The sentence; the paths it quotes are the user's, so it is
  ///   sanitized for the terminal.
  init(_ description: String) {
    self.description = UntrustedText.sanitized(description)
  }
}
