#if Tools
  import ArgumentParser
  import FileDescriptorIO
  import Foundation
  import RIBTreeRendering
  import RIBsDependencyGraph

  /// `ribs dependencies <module folder>...`: writes each module's generated dependency code, for an
  /// Xcode project or a Tuist project, where the build-tool plugin does not run.
  struct DependenciesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "dependencies",
      abstract: "Write the code that wires each RIB's needs to the ancestors that provide them.",
      discussion: """
        Reads the Swift files under each module folder (Name=folder names the module; otherwise \
        it is named after the folder, or the folder above a Sources folder), finds each RIB's \
        needs (its XDependency protocol) and the components handed to it, and writes into each \
        module's folder \(SwiftSourceFiles.generatedFileName): the parents' components' \
        conformances, what they pass on from above, and a compile error at the line of each need \
        no ancestor provides. A file that would not change is not written, so Xcode does not \
        rebuild. Run it over every module of the app in one command, before compiling (a run \
        script phase), as the build-tool plugin RIBsDependencies does in a package. Problems are \
        printed as file:line: error: lines, and the command fails.
        """)

    @Argument(help: "The modules' folders: <folder> or <Name>=<folder>.")
    var modules: [String]

    @Flag(help: "Write nothing; fail if a generated file is missing or out of date (for CI).")
    var check = false

    @Option(
      help: ArgumentHelp(
        "Also write the dependency fakes (XDependencyFake) of the modules into this test target's "
          + "folder, as RIBsDependencyFakes.generated.swift: <TestModule>=<folder>.",
        valueName: "tests"))
    var fakes: String?

    @Option(
      name: .customLong("preview-fakes"),
      help: ArgumentHelp(
        "Also write, in debug builds, the fakes of this module's own dependency protocols into "
          + "its folder, for its SwiftUI previews (the module links RIBsTesting). Repeatable.",
        valueName: "module"))
    var previewFakes: [String] = []

    func validate() throws {
      if modules.isEmpty { throw ValidationError("Give the folder of each module of the app.") }
      try ModuleFolder.checkReadable(modules)
      let names = Set(modules.map { ModuleFolder(argument: $0).name })
      for module in previewFakes where !names.contains(module) {
        throw ValidationError(
          "--preview-fakes \(module): no module of that name is given; the modules are "
            + names.sorted().joined(separator: ", ") + ".")
      }
    }

    func run() throws {
      let folders = modules.map(ModuleFolder.init(argument:))
      let graph = ModuleFolder.graph(of: folders)
      var outOfDate: [String] = []
      var outputs = folders.map { folder in
        let writer = GlueWriter(graph: graph, module: folder.name)
        // A module with nothing to wire gets no file.
        return (
          path: folder.generatedFilePath, source: writer.source(), isNeeded: writer.hasContent
        )
      }
      if let fakes {
        let tests = ModuleFolder(argument: fakes)
        let writer = FakeWriter(graph: graph, module: tests.name)
        outputs.append((tests.generatedFakesFilePath, writer.source(), true))
      }
      for folder in folders where previewFakes.contains(folder.name) {
        let writer = FakeWriter(graph: graph, module: folder.name, use: .previews)
        outputs.append((folder.generatedFakesFilePath, writer.source(), true))
      }
      for (path, source, isNeeded) in outputs {
        let existing = SwiftSourceFiles.read(path)
        guard existing != source else { continue }
        if existing == nil, !isNeeded { continue }
        if check {
          outOfDate.append(path)
          continue
        }
        do {
          try SwiftSourceFiles.write(source, to: path)
        } catch {
          throw CommandFailure("Cannot write \(path): \(error.localizedDescription)")
        }
        print(UntrustedText.sanitized("wrote \(path)"))
      }
      for problem in graph.problems {
        FileDescriptorIO.writeToStandardError(
          UntrustedText.sanitized("\(problem.location): error: \(problem.message)") + "\n")
      }
      if !outOfDate.isEmpty {
        throw CommandFailure(
          "Out of date: \(outOfDate.joined(separator: ", ")). Run ribs dependencies without --check."
        )
      }
      if !graph.problems.isEmpty {
        throw CommandFailure(
          "\(graph.problems.count) problem\(graph.problems.count == 1 ? "" : "s") in the dependency graph."
        )
      }
    }
  }

  /// `ribs graph <module folder>...`: prints the component tree, each RIB's needs and who provides
  /// them.
  struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "graph",
      abstract:
        "Print the component tree: each RIB, what it needs, and which ancestor provides it.",
      discussion: """
        Reads the module folders as ribs dependencies does and prints, from each root component \
        down, each RIB with its needs and the nearest ancestor whose component provides each, as \
        text, DOT (dot -Tsvg) or Mermaid. Problems are printed on standard error.
        """)

    @Argument(help: "The modules' folders: <folder> or <Name>=<folder>.")
    var modules: [String]

    @Option(help: "The output: text, dot or mermaid.")
    var format: RIBTreeRenderer.Format = .text

    func validate() throws {
      if modules.isEmpty { throw ValidationError("Give the folder of each module of the app.") }
      try ModuleFolder.checkReadable(modules)
      if ![.text, .dot, .mermaid].contains(format) {
        throw ValidationError("ribs graph writes text, dot or mermaid, not \(format.rawValue).")
      }
    }

    func run() throws {
      let graph = ModuleFolder.graph(of: modules.map(ModuleFolder.init(argument:)))
      for problem in graph.problems {
        FileDescriptorIO.writeToStandardError(
          UntrustedText.sanitized("\(problem.location): error: \(problem.message)") + "\n")
      }
      do {
        try StandardStreams.writeOutput(
          DependencyGraphRenderer.render(DependencyTree(graph: graph), as: format))
      } catch {
        throw CommandFailure(error.description)
      }
    }
  }

  extension ModuleFolder {
    /// Checks that each module argument names Swift sources: a folder that does not exist, or
    /// holds no Swift file, would give an empty graph and no word of why.
    ///
    /// - Parameter modules: The arguments, `<folder>` or `<Name>=<folder>`.
    /// - Throws: `ValidationError` naming the first folder that cannot be read.
    static func checkReadable(_ modules: [String]) throws {
      for folder in modules.map(ModuleFolder.init(argument:))
      where SwiftSourceFiles.swiftFiles(under: folder.path).isEmpty {
        let problem =
          FileManager.default.fileExists(atPath: folder.path)
          ? "has no Swift file" : "does not exist"
        throw ValidationError(
          UntrustedText.sanitized(
            "\(folder.path) \(problem): give the folder of a module's Swift sources, such as "
              + "Sources/App."))
      }
    }
  }
#endif
