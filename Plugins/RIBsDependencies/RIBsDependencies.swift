import Foundation
import PackagePlugin

/// Wires a target's RIBs at build time: each parent's component conforms to its children's
/// `XDependency` protocols and passes on what an ancestor provides; a need no ancestor provides is
/// a compile error at its line.
///
/// Apply it to each target that declares RIBs:
///
/// ```swift
/// .target(name: "App", dependencies: [.product(name: "RIBs", package: "RIBs")],
///         plugins: [.plugin(name: "RIBsDependencies", package: "RIBs")])
/// ```
///
/// It reads the target's Swift files and those of the targets it depends on (components handed
/// across modules are wired too), and writes one generated file, compiled with the target. The
/// same code `ribs dependencies` writes into a module's folder for an Xcode project. Applied to a
/// test target, it writes a fake of each dependency protocol of the modules the target tests
/// (`XDependencyFake`), which builds a RIB from what the test gives; a target that links
/// RIBsTesting also gets, in debug builds, the fakes of its own protocols, for its previews.
@main
struct RIBsDependencies: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let modules = [module] + module.recursiveTargetDependencies.compactMap(\.sourceModule)
    var list = ""
    var inputs: [URL] = []
    for module in modules {
      for file in module.sourceFiles(withSuffix: "swift") {
        list += module.moduleName + "\t" + file.url.path + "\n"
        inputs.append(file.url)
      }
    }
    let directory = context.pluginWorkDirectoryURL
    let sources = directory.appending(path: "sources.txt")
    // Written only when it changes, so that an unchanged target does not run the command again.
    if (try? String(contentsOf: sources, encoding: .utf8)) != list {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try list.write(to: sources, atomically: true, encoding: .utf8)
    }
    let tool = try context.tool(named: "RIBsDependencyTool").url
    let arguments = ["--module", module.moduleName, "--sources", sources.path, "--output"]
    let fakes = directory.appending(path: "RIBsDependencyFakes.generated.swift")
    // A test target gets fakes of the dependencies of the RIBs it tests instead.
    guard module.kind != .test else {
      return [
        .buildCommand(
          displayName: "Writing the dependency fakes of " + module.moduleName, executable: tool,
          arguments: arguments + [fakes.path, "--fakes"], inputFiles: inputs + [sources],
          outputFiles: [fakes])
      ]
    }
    let wiring = directory.appending(path: "RIBsDependencies.generated.swift")
    var commands: [Command] = [
      .buildCommand(
        displayName: "Wiring the RIBs dependencies of " + module.moduleName, executable: tool,
        arguments: arguments + [wiring.path], inputFiles: inputs + [sources],
        outputFiles: [wiring])
    ]
    // A target that links RIBsTesting gets fakes of its own RIBs' dependencies for its previews.
    let linksTesting = module.dependencies.contains { dependency in
      switch dependency {
      case .product(let product): product.name == "RIBsTesting"
      case .target(let target): target.name == "RIBsTesting"
      @unknown default: false
      }
    }
    if linksTesting {
      commands.append(
        .buildCommand(
          displayName: "Writing the preview dependency fakes of " + module.moduleName,
          executable: tool, arguments: arguments + [fakes.path, "--preview-fakes"],
          inputFiles: inputs + [sources], outputFiles: [fakes]))
    }
    return commands
  }
}
