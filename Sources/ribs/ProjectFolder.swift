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

    /// The files to read and edit the parent in: one parent's, in one module.
    ///
    /// All of `files` when one file declares `class <Name>Builder`. When several do (modules of
    /// one package with RIBs of the same name), the files under `folder` and `tests`, both given,
    /// if exactly one builder is there: the edit changes every call of the parent's router
    /// initializer, its tests' too, so both folders say which.
    ///
    /// - Parameters:
    ///   - name: The parent RIB.
    ///   - files: The project's Swift files (``swiftFiles(near:tests:)``).
    ///   - folder: `--path`, if given: where the child goes, which chooses the parent.
    ///   - tests: `--tests`, if given.
    /// - Returns: The files to read and edit the parent in.
    /// - Throws: ``GeneratorError/invalidShape(_:)`` naming each place, when `folder` does not
    ///   choose one.
    static func files(
      ofParent name: RIBName, in files: [ParentEditor.File], chosenBy folder: URL?, tests: URL?
    ) throws(GeneratorError) -> [ParentEditor.File] {
      let builders = files.filter { $0.declares("class \(name.value)Builder") }
      guard builders.count > 1 else { return files }
      let roots = [folder, tests].compactMap { $0.map { $0.standardizedFileURL.path + "/" } }
      let chosen = files.filter { file in roots.contains { file.path.hasPrefix($0) } }
      if folder != nil, tests != nil,
        chosen.count(where: { $0.declares("class \(name.value)Builder") }) == 1
      {
        return chosen
      }
      let places = builders.map { shown($0.path) }.joined(separator: ", ")
      throw .invalidShape(
        "\(name.value) is declared in \(builders.count) places (\(places)): give --path and "
          + "--tests, the folders of the \(name.value) to edit and of its tests.")
    }

    /// `path` as the user reads it: relative to the working folder when it is under it.
    static func shown(_ path: String) -> String {
      let folder = FileManager.default.currentDirectoryPath + "/"
      return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
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
