#if Tools
  import ArgumentParser
  import FileDescriptorIO
  import Foundation
  import RIBTreeRendering
  import RIBs
  import RIBsDependencyGraph
  import RIBsMigration

  /// `ribs migrate <path>`: moves a ModernRIBs or Uber RIBs app to RIBs for Swift 6; prints a diff,
  /// and writes only with `--write`.
  struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "migrate",
      abstract:
        "Move a ModernRIBs, Uber RIBs or Needle app to RIBs: its imports and its dependency (prints "
        + "a diff; --write applies it).",
      discussion: """
        Reads the app under <path> (hidden folders such as .build are skipped): its Swift files, \
        .stencil templates, Podfile, Cartfile and Xcode projects, and prints as a unified diff \
        what would change. ModernRIBs app: import ModernRIBs becomes import RIBs, and import \
        RIBsCombine too in a file that uses what RIBsCombine adds; import Combine falls back to \
        OpenCombine elsewhere. Uber RIBs app: import RIBs stays, and import RIBsRx is added in a \
        file that uses Uber's RxSwift API (an observable isActiveStream, disposeOnDeactivate, a \
        workflow of observables...). Both: a hand-written mock that declares its own \
        isActiveStream conforms to ActivenessPublishing or ActivenessObservable, so that what \
        binds to it follows it; with --package-url, the dependency in Package.swift and Tuist's \
        files points at RIBs for Swift 6 (with the RxSwift trait for an Uber app) and the \
        products follow. Notes name what needs a hand: a Podfile, a Cartfile, an Xcode project, a \
        deployment target below iOS 16. An app on Uber's Needle moves to RIBs' components: import \
        NeedleFoundation becomes import RIBs, Component<X> becomes Component<any X>, \
        BootstrapComponent a Component<any EmptyDependency>, Component(parent:) \
        Component(dependency:), each dependency protocol inherits its generated forwarding \
        protocol, registerProviderFactories() and NeedleGenerated.swift go; notes name the needle \
        generate build phases and the NeedleFoundation dependency, and what replaces them. With \
        --swift6, the app's own protocols that its RIBs classes adopt are marked @preconcurrency @MainActor, as Swift 6 mode needs. Run it again \
        with --write to change the files; a file already migrated is left as it is. Needs the \
        package's Migration trait: swift run --traits Migration ribs migrate.
        """)

    @Argument(help: "The app's folder (or one Swift file).")
    var path: String

    @Flag(help: "Write the changes instead of printing them.")
    var write = false

    @Option(
      name: .customLong("package-url"),
      help: ArgumentHelp(
        "Where RIBs for Swift 6 is (a URL, or a local path), to rewrite the app's dependency on it.",
        valueName: "url"))
    var packageURL: String?

    @Flag(
      name: .customLong("swift6"),
      help: "Also mark @preconcurrency @MainActor the app's protocols its RIBs classes adopt.")
    var swift6 = false

    func run() throws {
      #if Migration
        try migrate()
      #else
        throw CommandFailure(
          "This ribs was built without the Migration trait. Run: swift run --traits Migration "
            + "ribs migrate \(path)")
      #endif
    }

    #if Migration
      /// The largest file the command reads: a Swift file or an Xcode project is far smaller.
      private static let maximumFileSize = 16 << 20

      private func migrate() throws {
        let paths = try Self.files(at: path)
        var notes: [String] = []
        var files: [(path: String, text: String)] = []
        for file in paths {
          guard let text = try Self.readText(file, notes: &notes) else { continue }
          files.append((file, text))
        }
        if let packageURL, packageURL.isEmpty || packageURL.contains("\"") {
          throw CommandFailure("--package-url needs a URL or a path, without quotes.")
        }
        let migration = ProjectMigration(
          files: files,
          options: .init(package: packageURL.map(RIBsPackageReference.init), swift6: swift6))
        var changed: [ProjectMigration.File] = []
        for file in migration.files {
          notes += file.notes.map { "\(file.path):\($0.line): \($0.message)" }
          guard file.changesFile else { continue }
          changed.append(file)
          if write {
            do {
              if file.removesFile {
                try FileManager.default.removeItem(atPath: file.path)
              } else {
                try Data(file.migrated.utf8).write(
                  to: URL(fileURLWithPath: file.path), options: .atomic)
              }
            } catch {
              throw CommandFailure("Cannot write \(file.path): \(error.localizedDescription)")
            }
          } else {
            let target = file.removesFile ? "/dev/null" : "b/\(file.path)"
            try StandardStreams.writeOutput(
              "--- a/\(file.path)\n+++ \(target)\n" + file.hunks.map(\.unifiedText).joined())
          }
        }
        notes += migration.notes
        for file in changed {
          Self.printToStandardError("change: \(file.path): " + file.changes.joined(separator: "; "))
        }
        for note in notes { Self.printToStandardError("note: \(note)") }
        let from = migration.framework.map { " from \($0.name)" } ?? ""
        let summary =
          write
          ? "ribs migrate\(from): wrote \(changed.count) of \(paths.count) files."
          : "ribs migrate\(from): \(changed.count) of \(paths.count) files would change"
            + (changed.isEmpty ? "." : "; run again with --write to change them.")
        Self.printToStandardError(summary)
      }

      /// The files at `path` that ribs migrate reads, sorted: the file itself, or those under the
      /// folder (``ProjectMigration/reads(path:)``).
      private static func files(at path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
          throw CommandFailure("\(path) does not exist.")
        }
        guard isFolder.boolValue else {
          guard ProjectMigration.reads(path: path) else {
            throw CommandFailure("\(path) is not a Swift file or a folder.")
          }
          return [path]
        }
        guard
          let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles])
        else { throw CommandFailure("Cannot read the folder \(path).") }
        // Paths as the user wrote the folder: `Sources/App/Root/RootRouter.swift`.
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
        var files: [String] = []
        for case let url as URL in enumerator where ProjectMigration.reads(path: url.path) {
          guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
          else { continue }
          let full = url.standardizedFileURL.path
          files.append(full.hasPrefix(root + "/") ? prefix + full.dropFirst(root.count + 1) : full)
        }
        return files.sorted()
      }

      /// The text of `file`, or `nil` with a note if it is too large or not UTF-8.
      private static func readText(_ file: String, notes: inout [String]) throws -> String? {
        let data: Data
        do throws(StandardStreams.Failure) {
          data = try StandardStreams.readFile(atPath: file)
        } catch {
          throw CommandFailure(error.description)
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
#endif
