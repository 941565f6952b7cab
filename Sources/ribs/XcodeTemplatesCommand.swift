#if Tools
  import ArgumentParser
  import Foundation
  import RIBsGenerator

  /// `ribs xcode-templates`: installs Xcode's File > New templates for RIBs, or removes them.
  struct XcodeTemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "xcode-templates",
      abstract:
        "Install Xcode's File > New templates for RIBs, written by ribs new, or remove them.",
      subcommands: [Install.self, Uninstall.self])

    /// Where the templates go: `--path`, or where Xcode reads a user's templates on a Mac.
    struct Location: ParsableArguments {
      @Option(
        help: """
          The folder the RIBs group of templates goes in. (default: ~/Library/Developer/Xcode/\
          Templates/File Templates, on macOS)
          """)
      var path: String?

      func folder() throws -> URL {
        if let path {
          guard !path.isEmpty else {
            throw CommandFailure(
              "--path needs a folder, such as --path Templates. Nothing was written.")
          }
          return URL(fileURLWithPath: path)
        }
        #if os(macOS)
          return XcodeTemplateInstaller.userTemplatesFolder(
            home: FileManager.default.homeDirectoryForCurrentUser)
        #else
          throw CommandFailure(
            "Xcode reads its templates on macOS: pass --path <folder> to write them here. "
              + "Nothing was written.")
        #endif
      }
    }

    struct Install: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Write the RIBs templates where Xcode reads them.",
        discussion: """
          Writes the group RIBs: RIB (for each view: UIKit, SwiftUI, SwiftUI in UIKit, plain; \
          each role: a child, a screen its parent pushes or presents, the app's root; each \
          wiring: by hand or generated), RIB Unit Tests, View-less RIB, View-less RIB Unit Tests \
          and Component Extension. The files are those ribs new writes for the same name and \
          choices. The templates written before by this command are replaced; a RIBs group \
          written by something else (Uber's install script) only with --force.
          """)

      @OptionGroup var location: Location

      @Flag(help: "Replace a RIBs group of templates that ribs did not write.")
      var force = false

      func run() throws {
        let folder = try location.folder()
        let templates = XcodeTemplateCatalog.templates
        let replaced = try XcodeTemplateInstaller.install(
          templates, in: folder, replacingForeign: force)
        let group = folder.appendingPathComponent(XcodeTemplateInstaller.groupName)
        print(
          "Installed \(templates.count) Xcode file templates in \(group.path)"
            + (replaced ? ", in place of those there before" : "") + ": "
            + templates.map(\.name).joined(separator: ", ") + ".")
        print(
          "In Xcode (restart it if it is open): File > New > File from Template… (File… before "
            + "Xcode 16), group RIBs. Add the Unit Tests templates to the test target.")
      }
    }

    struct Uninstall: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Remove the RIBs templates ribs xcode-templates install wrote.")

      @OptionGroup var location: Location

      @Flag(help: "Remove a RIBs group of templates that ribs did not write.")
      var force = false

      func run() throws {
        let folder = try location.folder()
        if let removed = try XcodeTemplateInstaller.uninstall(from: folder, removingForeign: force)
        {
          print("Removed \(removed.path).")
        } else {
          print("No RIBs templates in \(folder.path): nothing to remove.")
        }
      }
    }
  }
#endif
