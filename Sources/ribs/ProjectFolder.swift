#if Tools
  import Foundation
  import RIBsDependencyGraph
  import RIBsGenerator

  /// The project a folder of RIBs is in (the nearest folder above with a `Package.swift`, a Tuist
  /// `Project.swift` or an `.xcodeproj`), where `ribs new` looks for a parent before writing a
  /// child wired to it, and for the manifest that says which products the target links.
  enum ProjectFolder {
    /// Whether one of `files` declares a class `<Name>Builder` or `<Name>Component`.
    ///
    /// - Parameters:
    ///   - name: The RIB's name.
    ///   - files: The project's Swift files (``swiftFiles(near:tests:)``).
    /// - Returns: Whether one was found.
    static func declaresRIB(_ name: RIBName, in files: [ParentEditor.File]) -> Bool {
      let declarations = ["class \(name.value)Builder", "class \(name.value)Component"]
      return files.contains { file in
        declarations.contains { file.declares($0) }
      }
    }

    /// The Swift files of the project `folder` is in, and of the tests folder when it is outside
    /// it, read: where `ribs new` looks for a parent and edits it (its tests too).
    ///
    /// - Parameters:
    ///   - folder: Where the RIBs are (`--path`).
    ///   - tests: Where their tests are (`--tests`), if given.
    /// - Returns: Each file once, with its text; a file that cannot be read is left out.
    static func swiftFiles(near folder: URL, tests: URL?) -> [ParentEditor.File] {
      var paths = SwiftSourceFiles.swiftFiles(under: enclosing(folder).path)
      if let tests {
        // Each file once, wherever the two folders are.
        let seen = Set(paths)
        paths += SwiftSourceFiles.swiftFiles(under: tests.path).filter { !seen.contains($0) }
      }
      return paths.compactMap { path in
        SwiftSourceFiles.read(path).map { ParentEditor.File(path: path, text: $0) }
      }
    }

    /// The project `folder` is in: the nearest folder at or above it with a manifest or a project.
    static func enclosing(_ folder: URL) -> URL {
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
  }
#endif
