/// A module's folder, as `ribs dependencies` and `ribs graph` are given it: `Sources/App`, or
/// `App=Projects/App/Sources`.
package struct ModuleFolder: Hashable, Sendable {
  /// The module's name, which the generated code of other modules imports.
  package var name: String
  /// The folder.
  package var path: String

  /// A module named `name`, in `path`.
  ///
  /// - Parameters:
  ///   - name: The module's name.
  ///   - path: Its folder.
  package init(name: String, path: String) {
    self.name = name
    self.path = path
  }

  /// The module of `argument`: `Name=path`, or a path whose module is named after its last folder
  /// (after the one above it, for a folder named `Sources` or `Source`, as Tuist lays projects
  /// out).
  ///
  /// - Parameter argument: What was given on the command line.
  package init(argument: String) {
    if let equals = argument.firstIndex(of: "="), equals != argument.startIndex {
      name = String(argument[..<equals])
      path = String(argument[argument.index(after: equals)...])
      return
    }
    path = argument
    let folders = argument.split(separator: "/").filter { $0 != "." }
    var last = folders.last.map(String.init) ?? argument
    if ["Sources", "Source"].contains(last), folders.count > 1 {
      last = String(folders[folders.count - 2])
    }
    name = last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
  }

  /// Where its generated file goes: in the folder, named ``SwiftSourceFiles/generatedFileName``.
  package var generatedFilePath: String { file(named: SwiftSourceFiles.generatedFileName) }

  /// Where its fakes go: in the folder, named ``SwiftSourceFiles/generatedFakesFileName``.
  package var generatedFakesFilePath: String {
    file(named: SwiftSourceFiles.generatedFakesFileName)
  }

  private func file(named name: String) -> String {
    (path.hasSuffix("/") ? path : path + "/") + name
  }

  /// The graph of `folders`, each read as one module.
  ///
  /// - Parameter folders: The modules' folders.
  /// - Returns: The resolved graph.
  package static func graph(of folders: [ModuleFolder]) -> DependencyGraph {
    DependencyGraph(
      modules: folders.map { folder in
        ScannedModule(
          name: folder.name, paths: SwiftSourceFiles.swiftFiles(under: folder.path),
          read: SwiftSourceFiles.read)
      })
  }
}
