#if Tools
  import ArgumentParser
  import FileDescriptorIO
  import Foundation
  import RIBTreeRendering
  import RIBsDependencyGraph
  import RIBsGenerator

  /// `ribs new <Name>` (or `ribs new rib <Name>`): writes a new RIB's files.
  struct NewRIBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rib",
      abstract: "Write the files of a new RIB: builder, interactor, router and view controller.",
      discussion: """
        Writes <Name>Builder.swift, <Name>Interactor.swift, <Name>Router.swift and, unless the RIB \
        is view-less, <Name>ViewController.swift (or, for SwiftUI, <Name>ViewState.swift and \
        <Name>View.swift) into <path>/<Name>/. A RIB with a view has the same router, builder and \
        interactor whatever draws it: its router shows its children through navigation models \
        (RIBsNavigation) that the view draws: --tabs, --stack and --presents, which also write \
        the children that do not exist yet, as leaves; a leaf has none. --root makes the app's \
        root, with <Name>Launch.swift. The view's file makes the view for the builder; plain \
        views share TextScreen.swift, written beside the RIBs' folders. \
        The code compiles as-is in Swift 6 language mode where its view does: --view uikit (the \
        default) where UIKit exists; swiftui, a RIB of a SwiftUI app, everywhere (its SwiftUI view \
        needs iOS 17 and later, with the RIBsSwiftUI product); swiftui-hosted, a SwiftUI screen in \
        a UIKit app, where SwiftUI and UIKit exist; plain and none everywhere. '// TODO:' marks \
        where to add your methods; a view-less RIB's parent extension has one #error, where you \
        return the view the RIB shows its children in. --parent P with --tab, --push or \
        --present (or, for a view-less RIB, --attach) also edits P's files where they are \
        (router, interactor, view, builder, tests) to show the RIB, and prints each; the edits \
        only insert (a leaf's router initializer loses `override`), and nothing is written when \
        P's code is not in a shape the tool can edit.
        """)

    @Argument(help: "The RIB's name, an upper-camel-case type name such as LoggedIn.")
    var name: String

    @Option(
      help: """
        The folder to create the RIB's folder in. (default: with --parent, the folder that holds \
        the parent's folder; else .)
        """)
    var path: String?

    @Option(
      help: """
        The view: uikit (a UIViewController), swiftui (a SwiftUI app's RIB: a SwiftUI view in a \
        RIBView and an @Observable view state), swiftui-hosted (the same view in a \
        RIBHostingController, for a UIKit app), plain (platform neutral) or none. (default: \
        with --parent, the parent's; else uikit)
        """)
    var view: RIBTemplateOptions.ViewFlavor?

    @Flag(help: "Make a view-less RIB (the same as --view none).")
    var viewless = false

    @Option(
      help: """
        The parent RIB, which must exist (a <Parent>Builder or <Parent>Component in the \
        project): with --wiring by-hand, also write <Parent>Component+<Name>.swift, the \
        parent's component extension (with generated wiring, only for a view-less RIB, whose \
        view the parent provides).
        """)
    var parent: String?

    /// How the parent shows the RIB, when its files are to be edited to show it.
    @Flag var shown: ChildEdge.Kind?

    @Option(
      help: """
        Who wires the RIB's dependency to its parent's component: generated (the RIBsDependencies \
        plugin, or ribs dependencies, which this command runs where the module has its generated \
        file) or by-hand (<Parent>Component+<Name>.swift, as Uber's templates write).
        """)
    var wiring: DependencyWiring = .generated

    @Flag(
      help: """
        Make the app's root RIB: its router is a LaunchRouter, and <Name>Launch.swift launches it \
        (a scene delegate for UIKit, a LaunchWindow for a SwiftUI App, a text window for plain).
        """)
    var root = false

    @Option(
      help: """
        The RIB shows these children in tabs (RIBTabs), comma-separated: --tabs Home,Settings.
        """)
    var tabs: String?

    @Option(
      help: """
        The RIB pushes these children on a stack above its own screen (RIBStack), \
        comma-separated: --stack Detail.
        """)
    var stack: String?

    @Option(
      help: """
        The RIB presents these children as a sheet (RIBPresentation), comma-separated: \
        --presents Compose.
        """)
    var presents: String?

    @Option(
      help: """
        Also write <Name>InteractorTests.swift and <Name>RouterTests.swift here. (default: with \
        --parent and without --path, beside the parent's tests, if it has some)
        """)
    var tests: String?

    @Option(
      help: """
        The module the tests import with @testable import (needed with --tests). (default: with \
        --parent, the one the parent's tests import)
        """)
    var module: String?

    @Flag(help: "Overwrite files that exist.")
    var force = false

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false

    func run() throws {
      let ribName = try RIBName(validating: name)
      let parentName = try parent.map { name throws(GeneratorError) in
        try RIBName(validating: name)
      }
      let givenView = viewless ? RIBTemplateOptions.ViewFlavor.none : view
      // The shape first, so that a mistyped command is refused before the project is read. The
      // parent's view, taken below when neither --view nor --viewless is given, always has a
      // view, so whether the RIB has one is known here.
      var options = RIBTemplateOptions(
        name: ribName, view: givenView ?? .uikit, parent: parentName, wiring: wiring,
        isRoot: root,
        children: RIBChildren(
          tabs: try Self.names(tabs, of: "--tabs"), stack: try Self.names(stack, of: "--stack"),
          presented: try Self.names(presents, of: "--presents")),
        finishes: shown?.isRequested ?? false)
      try options.validate()
      if let shown, parentName == nil {
        throw GeneratorError.invalidShape(
          "--\(shown.rawValue) wires the RIB into its parent: name the parent with --parent.")
      }
      if let shown, shown != .attach, options.view == .none {
        throw GeneratorError.invalidShape(
          "a view-less RIB shows no screen of its own to be a tab, pushed or presented: attach "
            + "it with --attach, or give it a view (--view).")
      }
      if shown == .attach, options.view != .none {
        throw GeneratorError.invalidShape(
          "--attach is for a view-less RIB (--viewless), which shows its children in its "
            + "parent's view. A RIB with a view is shown by its parent's navigation: --tab, "
            + "--push or --present.")
      }
      let layout = try parentName.flatMap { try takeLayout(of: $0, givenView: givenView) }
      let path = layout?.path ?? self.path ?? "."
      let tests = layout?.tests ?? self.tests
      let module = layout?.module ?? self.module
      if tests != nil, module == nil { throw GeneratorError.testsNeedModule }
      options.view = layout?.view ?? options.view
      options.testsModule = tests == nil ? nil : module
      let folder = URL(fileURLWithPath: path)
      // A child wired to a parent that does not exist would not build. The project's files are
      // read once, when the parent's builder is not where `ribs new` writes it or its files are
      // to be edited.
      let parentBuilderIsHere = parentName.map {
        FileManager.default.fileExists(atPath: Self.builder(of: $0, in: folder).path)
      }
      let testsFolder = tests.map { URL(fileURLWithPath: $0) }
      var projectFiles =
        parentBuilderIsHere == false || shown != nil
        ? layout?.files ?? ProjectFolder.swiftFiles(near: folder, tests: testsFolder) : []
      if let parentName, shown != nil {
        projectFiles = try ProjectFolder.files(
          ofParent: parentName, in: projectFiles, chosenBy: self.path == nil ? nil : folder,
          tests: testsFolder)
      }
      if let parentName, parentBuilderIsHere == false,
        !ProjectFolder.declaresRIB(parentName, in: projectFiles)
      {
        throw GeneratorError.invalidShape(
          "there is no RIB \(parentName.value) to be the parent: no \(parentName.value)Builder or "
            + "\(parentName.value)Component is declared under "
            + "\(ProjectFolder.enclosing(folder).path). Check the name, or the --path the "
            + "RIBs are under (now \(path)), or make \(parentName.value) first: ribs new "
            + "\(parentName.value).")
      }
      var planned: [(file: GeneratedFile, url: URL)] = []
      func plan(_ options: RIBTemplateOptions, _ files: [GeneratedFile]) {
        let urls = RIBGenerator.destinations(
          of: files, name: options.name, path: folder, testsDirectory: testsFolder)
        // A shared file (TextScreen.swift) once, whoever needs it.
        for (file, url) in zip(files, urls) where !planned.contains(where: { $0.url == url }) {
          planned.append((file, url))
        }
      }
      plan(options, RIBGenerator.files(for: options))
      // The children that do not exist yet are written as leaves; one that exists gets its
      // parent's component extension if it has none.
      let missing = RIBGenerator.missingChildren(of: options) { child in
        FileManager.default.fileExists(atPath: Self.builder(of: child, in: folder).path)
      }
      for child in missing { plan(child, RIBGenerator.files(for: child)) }
      for child in options.children.all where !missing.contains(where: { $0.name == child }) {
        guard
          let extensionFile = RIBGenerator.componentExtension(
            of: child, parent: ribName, wiring: wiring)
        else { continue }
        let url = folder.appendingPathComponent(child.value)
          .appendingPathComponent(extensionFile.fileName)
        if !FileManager.default.fileExists(atPath: url.path) {
          planned.append((extensionFile, url))
        }
      }
      // The parent's files, edited before anything is written: a refusal writes nothing.
      var parentWiring: ParentEditor.Wiring?
      if let shown, let parentName {
        parentWiring = try ParentEditor.wire(
          ChildEdge(parent: parentName, child: ribName, kind: shown),
          into: projectFiles)
      }
      // Said once the RIB can be made: a refusal says only why.
      if let taken = layout?.taken { print(taken) }
      if dryRun {
        for (file, url) in planned {
          print("// \(ProjectFolder.shown(url.path))\n\(file.contents)")
        }
        for change in parentWiring?.changes ?? [] {
          let path = UntrustedText.sanitized(ProjectFolder.shown(change.path))
          print("--- \(path)\n+++ \(path)")
          for hunk in change.hunks { print(hunk.unifiedText, terminator: "") }
        }
        for note in Self.notes(parentWiring, shown: shown, for: options) { print(note) }
        return
      }
      let written = try RIBGenerator.write(
        planned.map(\.file), to: planned.map(\.url), force: force)
      for url in written {
        print(UntrustedText.sanitized("wrote \(ProjectFolder.shown(url.path))"))
      }
      if let parentWiring {
        try Self.write(parentWiring, after: written.map(\.relativePath))
      }
      if wiring == .generated { try wireDependencies(path: path, module: module) }
      print(options.view.platforms)
      if let advice = Self.productAdvice(for: options.view.products, near: folder) {
        print(advice)
      }
      for note in Self.notes(parentWiring, shown: shown, for: options) { print(note) }
    }

    /// The options not given, taken from `parent`'s files, and those files.
    struct TakenLayout {
      /// `--path`, `--view`, `--tests` and `--module`, each if taken from the parent.
      var path: String?
      var view: RIBTemplateOptions.ViewFlavor?
      var tests: String?
      var module: String?
      /// The project's files, narrowed to one parent's module when the name is declared twice.
      var files: [ParentEditor.File]
      /// What was taken, for the developer: `As Home's files are: --path Sources/App …`.
      var taken: String?
    }

    /// Where `--path`, `--view`, `--tests` and `--module` are not given, `parent`'s files say:
    /// the child goes beside it, drawn as it is, tested beside its tests (only with `--path` left
    /// out too, and a module to import there); `nil` when nothing is left to them.
    ///
    /// - Throws: ``GeneratorError/invalidShape(_:)`` when the parent is declared in several
    ///   modules and the options do not choose one.
    private func takeLayout(
      of parent: RIBName, givenView: RIBTemplateOptions.ViewFlavor?
    ) throws -> TakenLayout? {
      guard path == nil || givenView == nil || tests != nil && module == nil else { return nil }
      let givenTests = tests.map { URL(fileURLWithPath: $0) }
      let files = try ProjectFolder.files(
        ofParent: parent,
        in: ProjectFolder.swiftFiles(near: URL(fileURLWithPath: path ?? "."), tests: givenTests),
        chosenBy: path.map { URL(fileURLWithPath: $0) }, tests: givenTests)
      guard let layout = ParentLayout.of(parent, in: files) else {
        return TakenLayout(files: files)
      }
      var taken = TakenLayout(
        path: path == nil ? layout.folder : nil, view: givenView == nil ? layout.view : nil,
        files: files)
      if tests == nil, path == nil, module ?? layout.testsModule != nil {
        taken.tests = layout.testsFolder
      }
      if module == nil, tests ?? taken.tests != nil { taken.module = layout.testsModule }
      let said = [
        taken.path.map { "--path \(ProjectFolder.shown($0))" },
        taken.view.map { "--view \($0.rawValue)" },
        taken.tests.map { "--tests \(ProjectFolder.shown($0))" },
        taken.module.map { "--module \($0)" },
      ].compactMap { $0 }
      if !said.isEmpty {
        taken.taken = UntrustedText.sanitized(
          "As \(parent.value)'s files are: \(said.joined(separator: " ")) (give an option to "
            + "choose otherwise).")
      }
      return taken
    }

    /// What is left to the developer once the RIB is written, printed after the files either way
    /// (written, or shown by `--dry-run`): the parent editor's notes, the view a view-less RIB's
    /// parent must return, and the wiring a child made without `--tab`, `--push`, `--present` or
    /// `--attach` still needs.
    private static func notes(
      _ parentWiring: ParentEditor.Wiring?, shown: ChildEdge.Kind?, for options: RIBTemplateOptions
    ) -> [String] {
      var notes = (parentWiring?.notes ?? []).map(UntrustedText.sanitized)
      guard let parentName = options.parent else { return notes }
      let ribName = options.name
      if options.view == .none {
        notes.append(
          "\(parentName.value)Component+\(ribName.value).swift does not compile until you return "
            + "the view \(ribName.value) shows its children in (see its #error).")
      }
      if shown == nil {
        let how = options.view == .none ? "--attach" : "--tab, --push or --present"
        notes.append(
          "\(parentName.value) does not show \(ribName.value) yet: wire it in "
            + "\(parentName.value)Router by hand, or make \(ribName.value) with \(how), which "
            + "edits \(parentName.value)'s files.")
      }
      return notes
    }

    /// The names of a comma-separated list, each validated; none for `nil`.
    ///
    /// - Parameters:
    ///   - list: The option's value, such as `Home,Settings`.
    ///   - option: The option, for the message when the list has an empty name.
    /// - Returns: The names, in order.
    /// - Throws: ``GeneratorError/invalidShape(_:)`` for an empty name,
    ///   ``GeneratorError/invalidName(_:reason:)`` for another invalid one.
    private static func names(_ list: String?, of option: String) throws -> [RIBName] {
      guard let list else { return [] }
      let names = list.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if names.contains("") {
        throw GeneratorError.invalidShape(
          "\(option) '\(list)' has an empty name: separate the names with single commas, such as "
            + "\(option) Home,Settings.")
      }
      return try names.map { name throws(GeneratorError) in try RIBName(validating: name) }
    }

    /// Wires the new RIB into its module's graph: rewrites the module's generated file, or says that
    /// the plugin will.
    ///
    /// A problem in the graph is printed, not thrown: the RIB is written, and the compiler stops at
    /// the line to fix.
    ///
    /// - Parameters:
    ///   - path: The folder the RIB was written in.
    ///   - module: The module its tests import, which names the module when given.
    /// - Throws: ``CommandFailure`` when the generated file cannot be written.
    private func wireDependencies(path: String, module: String?) throws {
      switch WiringPlace.of(folder: path) {
      case .plugin(let manifest):
        print(
          UntrustedText.sanitized(
            "The RIBsDependencies plugin that \(manifest) applies wires the dependencies when it builds."
          ))
      case .folder(let folder):
        let moduleFolder =
          module.map { ModuleFolder(name: $0, path: folder) }
          ?? ModuleFolder(argument: folder)
        let graph = ModuleFolder.graph(of: [moduleFolder])
        let target = moduleFolder.generatedFilePath
        let source = GlueWriter(graph: graph, module: moduleFolder.name).source()
        do {
          if try SwiftSourceFiles.write(source, to: target) {
            print(
              UntrustedText.sanitized(
                "wrote \(target) (the dependencies' wiring: run ribs dependencies \(folder) after "
                  + "changing them)"))
          }
        } catch {
          throw CommandFailure("Cannot write \(target): \(error.localizedDescription)")
        }
        for problem in graph.problems {
          FileDescriptorIO.writeToStandardError(
            UntrustedText.sanitized("\(problem.location): error: \(problem.message)") + "\n")
        }
      }
    }

    /// What to add to the target for `products`: those the package's manifest (the nearest
    /// `Package.swift` above `folder`) does not name; all of them, as a check, in a project
    /// without one; `nil` when the manifest names them all.
    private static func productAdvice(for products: [String], near folder: URL) -> String? {
      guard !products.isEmpty else { return nil }
      let project = ProjectFolder.enclosing(folder)
      let manifestPath = project.appendingPathComponent("Package.swift").path
      guard let manifest = SwiftSourceFiles.read(manifestPath) else {
        return "Link \(products.joined(separator: " and ")) to the target, if it does not yet."
      }
      let missing = products.filter { !manifest.contains("\"\($0)\"") }
      guard !missing.isEmpty else { return nil }
      let list = missing.joined(separator: " and ")
      return UntrustedText.sanitized(
        "Add the \(list) product\(missing.count == 1 ? "" : "s") to the target in \(manifestPath).")
    }

    /// Writes the parent's changed files, each printed, then what is left to do.
    ///
    /// - Parameters:
    ///   - wiring: The parent's changes.
    ///   - written: The new RIB's files, written already: a file that cannot be written names
    ///     them, and the parent's files changed before it, as kept.
    /// - Throws: ``GeneratorError/cannotWrite(_:reason:written:)`` for a file the system refused.
    private static func write(_ wiring: ParentEditor.Wiring, after written: [String]) throws {
      var changed: [String] = []
      for change in wiring.changes {
        do {
          _ = try SwiftSourceFiles.write(change.text, to: change.path)
        } catch {
          throw GeneratorError.cannotWrite(
            change.path, reason: error.localizedDescription, written: written + changed)
        }
        changed.append(ProjectFolder.shown(change.path))
        print(UntrustedText.sanitized("changed \(ProjectFolder.shown(change.path))"))
      }
    }

    /// Where the builder of the RIB `name` is when it exists.
    private static func builder(of name: RIBName, in folder: URL) -> URL {
      folder.appendingPathComponent(name.value).appendingPathComponent("\(name.value)Builder.swift")
    }
  }

  /// `--tab`, `--push`, `--present` and `--attach`.
  extension ChildEdge.Kind: EnumerableFlag {
    public static func help(for value: ChildEdge.Kind) -> ArgumentHelp? {
      switch value {
      case .tab: "With --parent: the RIB is a new tab of the parent, which has tabs."
      case .push: "With --parent: the parent pushes the RIB on its stack, when asked."
      case .present: "With --parent: the parent presents the RIB as a sheet, when asked."
      case .attach:
        "With --parent, for a view-less RIB: the parent's router attaches it when it loads."
      }
    }
  }
  extension RIBTemplateOptions.ViewFlavor: ExpressibleByArgument {}
  extension DependencyWiring: ExpressibleByArgument {}
#endif
