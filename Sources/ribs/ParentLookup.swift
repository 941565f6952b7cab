#if Tools
  import Foundation
  import RIBsDependencyGraph
  import RIBsGenerator

  /// Where `ribs new --parent` looks for the parent RIB before writing anything: a child wired to
  /// a parent that does not exist would not build.
  enum ParentLookup {
    /// Whether the RIB `parent` exists: its builder where `ribs new` writes it (under `folder`), or
    /// a class `<Parent>Builder` or `<Parent>Component` in a Swift file of the project `folder` is
    /// in (under the nearest folder above with a `Package.swift`, a Tuist `Project.swift` or an
    /// `.xcodeproj`; `folder` itself when there is none).
    ///
    /// - Parameters:
    ///   - parent: The parent's name.
    ///   - folder: Where the new RIB goes (`--path`).
    /// - Returns: Whether it was found.
    static func exists(_ parent: RIBName, near folder: URL) -> Bool {
      let builder = folder.appendingPathComponent(parent.value)
        .appendingPathComponent("\(parent.value)Builder.swift")
      if FileManager.default.fileExists(atPath: builder.path) { return true }
      let declarations = ["class \(parent.value)Builder", "class \(parent.value)Component"]
      for path in SwiftSourceFiles.swiftFiles(under: projectFolder(of: folder).path) {
        guard let text = SwiftSourceFiles.read(path) else { continue }
        for declaration in declarations where declares(declaration, in: text) { return true }
      }
      return false
    }

    /// The project `folder` is in: the nearest folder at or above it with a manifest or a project.
    static func projectFolder(of folder: URL) -> URL {
      var current = folder.standardizedFileURL
      while true {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
        if names.contains(where: {
          $0 == "Package.swift" || $0 == "Project.swift" || $0.hasSuffix(".xcodeproj")
        }) {
          return current
        }
        let parent = current.deletingLastPathComponent()
        if parent.path == current.path { return folder }
        current = parent
      }
    }

    /// Whether `text` has `declaration` (`class RootBuilder`) as whole words.
    private static func declares(_ declaration: String, in text: String) -> Bool {
      var rest = text[...]
      while let range = rest.range(of: declaration) {
        let next = rest[range.upperBound...].first
        if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
        rest = rest[range.upperBound...]
      }
      return false
    }
  }
#endif
