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
/// (`XDependencyFake`), which builds a RIB from what the test gives.
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
    // A test target gets fakes of the dependencies of the RIBs it tests instead.
    let isTest = module.kind == .test
    let output = directory.appending(
      path: isTest ? "RIBsDependencyFakes.generated.swift" : "RIBsDependencies.generated.swift")
    return [
      .buildCommand(
        displayName: (isTest
          ? "Writing the dependency fakes of " : "Wiring the RIBs dependencies of ")
          + module.moduleName,
        executable: try context.tool(named: "RIBsDependencyTool").url,
        arguments: [
          "--module", module.moduleName, "--sources", sources.path, "--output", output.path,
        ] + (isTest ? ["--fakes"] : []),
        inputFiles: inputs + [sources],
        outputFiles: [output])
    ]
  }
}
