#if Migration
  import RIBsDependencyGraph
  /// What `ribs migrate` does to a whole app: every file it reads, migrated from the framework
  /// the app is on (``AppFramework``).
  ///
  /// Swift files get ``SourceMigration``'s edits; dependency files get
  /// ``DependencyMigration``'s (SwiftPM and Tuist manifests and helpers), or notes
  /// (``BuildFileNotes``: Podfile, Cartfile, Xcode project); `.stencil` templates get
  /// ``TemplateMigration``'s. Every file is read before any is migrated: a file's imports depend
  /// on the types all of them declare. A line of a dependency file that still names the old
  /// framework after the edits gets a note (``LeftoverDependencyNames``).
  public struct ProjectMigration: Sendable {
    /// How to migrate.
    public struct Options: Sendable {
      /// Where RIBs for Swift 6 is, for the manifests; `nil` leaves them with notes.
      public var package: RIBsPackageReference?
      /// Whether to mark the app's protocols that Swift 6 needs on the main actor
      /// (``MainActorProtocols``).
      public var swift6: Bool

      /// - Parameters:
      ///   - package: Where RIBs for Swift 6 is, for the manifests.
      ///   - swift6: Whether to prepare the app for Swift 6 mode.
      public init(package: RIBsPackageReference? = nil, swift6: Bool = false) {
        self.package = package
        self.swift6 = swift6
      }
    }

    /// One file, migrated.
    public struct File: Sendable {
      /// The file's path, as given.
      public var path: String
      /// The file as it was.
      public var original: String
      /// The file after the edits.
      public var migrated: String
      /// The edits as unified diff hunks, in file order.
      public var hunks: [DiffHunk]
      /// What the user should know, in line order.
      public var notes: [SourceMigration.Note]
      /// Each change, in a few words.
      public var changes: [String]

      /// Whether the migration removes the file: Needle's generated file, which the generated
      /// graph replaces.
      public var removesFile = false

      /// Whether the migration changes the file.
      public var changesFile: Bool { !hunks.isEmpty || removesFile }
    }

    /// The framework the app is on, if any was found.
    public let framework: AppFramework?
    /// The files, in the order given.
    public let files: [File]
    /// What the user should know about the app as a whole.
    public let notes: [String]

    /// Whether `ribs migrate` reads the file at `path`: Swift files, `.stencil` templates, a
    /// Podfile, a Cartfile, an Xcode project's `project.pbxproj`.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: Whether it is read.
    public static func reads(path: String) -> Bool {
      let name = Self.fileName(path)
      return name.hasSuffix(".swift") || name.hasSuffix(".stencil")
        || BuildFileNotes.Kind(fileName: name) != nil || name == "project.yml"
    }

    /// Migrates the app made of `files`.
    ///
    /// - Parameters:
    ///   - files: Each file's path and text.
    ///   - options: How to migrate.
    public init(files: [(path: String, text: String)], options: Options = Options()) {
      var project = ProjectDeclarations()
      for (path, text) in files where !Self.isRefused(path: path, text: text) {
        switch Self.role(of: path, text: text) {
        case .source: project.add(source: text, path: path)
        case .dependencies:
          DependencyMigration.frameworksNamed(in: text).forEach { project.addDeclaredFramework($0) }
        case .buildFile(let kind):
          BuildFileNotes.frameworks(in: text, kind: kind).forEach {
            project.addDeclaredFramework($0)
          }
        case .template, .xcodeGen: break
        }
      }
      framework = project.framework
      var notes: [String] = []
      let usesNeedle = files.contains { $0.text.contains("import NeedleFoundation") }
      if framework == nil, !usesNeedle {
        notes.append(
          "found no import of ModernRIBs or of RIBs with RxSwift, and no dependency on either: "
            + "nothing to migrate.")
      }
      var isolating: Set<String> = []
      if options.swift6 {
        let protocols = MainActorProtocols(project: project)
        isolating = protocols.marked
        notes += protocols.left.sorted { $0.key < $1.key }.map(\.value)
      }
      self.files = files.map { path, text in
        Self.migrate(
          path: path, text: text, project: project, framework: project.framework,
          isolating: isolating, package: options.package)
      }
      self.notes = notes
    }

    private enum Role {
      case source
      /// An XcodeGen `project.yml`, read for Needle's build phases.
      case xcodeGen
      case dependencies(DependencyMigration.Kind)
      case buildFile(BuildFileNotes.Kind)
      case template
    }

    private static func role(of path: String, text: String) -> Role {
      let name = fileName(path)
      if let kind = BuildFileNotes.Kind(fileName: name) { return .buildFile(kind) }
      if name == "project.yml" { return .xcodeGen }
      if name.hasSuffix(".stencil") { return .template }
      // `Package@swift-5.9.swift` is a manifest for one tools version.
      if name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift")) {
        return .dependencies(.swiftPMManifest)
      }
      let folders = path.split(separator: "/").dropLast()
      // Tuist's manifests, its helpers (also a plugin's, under Plugins/<Name>/), its templates'
      // manifests and anything else that describes the project rather than the app.
      let isTuist =
        folders.contains("Tuist") || folders.contains("ProjectDescriptionHelpers")
        || ["Project.swift", "Workspace.swift", "Plugin.swift", "Config.swift", "Tuist.swift"]
          .contains(name)
        || text.contains("import ProjectDescription") || text.contains("import PackageDescription")
      // A Swift template of code under Tuist/ imports the framework; manifests and helpers do not.
      if isTuist, !text.contains("import ModernRIBs"), !text.contains("import RIBs") {
        return .dependencies(.tuist)
      }
      return .source
    }

    /// Whether a Swift file is not parsed (``BracketNesting``).
    private static func isRefused(path: String, text: String) -> Bool {
      path.hasSuffix(".swift") && BracketNesting.excessiveDepth(of: text) != nil
    }

    private static func migrate(
      path: String, text: String, project: ProjectDeclarations, framework: AppFramework?,
      isolating: Set<String>, package: RIBsPackageReference?
    ) -> File {
      if path.hasSuffix(".swift"), let depth = BracketNesting.excessiveDepth(of: text) {
        var file = unchanged(path, text)
        file.notes = [SourceMigration.Note(line: 1, message: BracketNesting.note(depth: depth))]
        return file
      }
      switch role(of: path, text: text) {
      case .source where NeedleMigration.isGeneratedFile(path: path, text: text):
        return removedGeneratedFile(path, text)
      case .source:
        let migration = SourceMigration(
          migrating: text, path: path, project: project, isolating: isolating)
        return File(
          path: path, original: text, migrated: migration.migrated, hunks: migration.hunks,
          notes: migration.notes, changes: migration.changes)
      case .dependencies(let kind):
        guard let framework else {
          var file = unchanged(path, text)
          file.notes = NeedleNotes.notes(in: text)
          return file
        }
        let migration = DependencyMigration(
          migrating: text, kind: kind, framework: framework, package: package)
        return File(
          path: path, original: text, migrated: migration.migrated, hunks: migration.hunks,
          notes: notingLeftovers(migration.notes, in: migration.migrated, framework: framework)
            + NeedleNotes.notes(in: text),
          changes: migration.changes)
      case .buildFile(let kind):
        var file = unchanged(path, text)
        file.notes = BuildFileNotes.notes(in: text, kind: kind, package: package)
        if let framework {
          file.notes = notingLeftovers(file.notes, in: text, framework: framework)
        }
        file.notes = (file.notes + NeedleNotes.notes(in: text)).sorted { $0.line < $1.line }
        return file
      case .xcodeGen:
        var file = unchanged(path, text)
        file.notes = NeedleNotes.notes(in: text)
        return file
      case .template:
        let migration = TemplateMigration(migrating: text)
        return File(
          path: path, original: text, migrated: migration.migrated, hunks: migration.hunks,
          notes: [], changes: migration.changes)
      }
    }

    /// `notes`, with a note for each other line of `text` that still names `framework`.
    private static func notingLeftovers(
      _ notes: [SourceMigration.Note], in text: String, framework: AppFramework
    ) -> [SourceMigration.Note] {
      let leftovers = LeftoverDependencyNames.notes(
        in: text, framework: framework, noted: Set(notes.map(\.line)))
      return (notes + leftovers).sorted { $0.line < $1.line }
    }

    /// Needle's generated file, removed: the generated graph replaces its providers and registry.
    private static func removedGeneratedFile(_ path: String, _ text: String) -> File {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var file = File(
        path: path, original: text, migrated: "",
        hunks: [DiffHunk(originalStart: 1, removed: lines, migratedStart: 0, added: [])],
        notes: [
          SourceMigration.Note(
            line: 1,
            message: "Needle's generated file: removed. Its providers and registry are replaced by "
              + "the code the RIBsDependencies plugin or ribs dependencies writes at build time, "
              + "checked by the compiler.")
        ],
        changes: ["Needle's generated file removed"])
      file.removesFile = true
      return file
    }

    private static func unchanged(_ path: String, _ text: String) -> File {
      File(path: path, original: text, migrated: text, hunks: [], notes: [], changes: [])
    }

    private static func fileName(_ path: String) -> String {
      String(path.split(separator: "/").last ?? Substring(path))
    }
  }
#endif
