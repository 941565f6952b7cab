/// Writes a test module's dependency fakes: for each dependency protocol of the modules it tests, a
/// class that conforms to it from values the test gives (`XDependencyFake`), so that a test builds
/// a RIB without its ancestors.
///
/// Each need, the protocol's own and those it passes on, is an initializer parameter that defaults
/// to none and a settable property; reading one the test did not give stops with its name
/// (RIBsTesting's `DependencyFakes`).
package struct FakeWriter {
  let graph: DependencyGraph
  let module: String

  /// A writer of the fakes of the test module `module`.
  ///
  /// - Parameters:
  ///   - graph: The graph of the test module and the modules it depends on.
  ///   - module: The test module.
  package init(graph: DependencyGraph, module: String) {
    self.graph = graph
    self.module = module
  }

  /// The test module's fakes file.
  package func source() -> String {
    let protocols = graph.protocols.values
      .filter { $0.module != module && $0.isVisibleToOtherFiles }
      .sorted { $0.name < $1.name }
    var text = GlueWriter.header + "\n"
    text += """
      //
      // A fake of each dependency protocol of the modules \(module) tests: a RIB is built from what a
      // test gives, without its ancestors. Written again by the RIBsDependencies plugin on every build.

      """
    guard !protocols.isEmpty else { return text }
    let tested = Set(protocols.map(\.module))
    var files = Set(protocols.map(\.location.file))
    for declaration in protocols {
      files.formUnion(graph.needs(of: declaration.name).map(\.requirement.location.file))
    }
    let imports = Set(files.flatMap(graph.imports(ofFile:))).union(["RIBs", "RIBsTesting"])
      .subtracting(tested).subtracting([module])
    text += "\n" + imports.sorted().map { "import \($0)\n" }.joined()
    text += tested.sorted().map { "@testable import \($0)\n" }.joined()
    for declaration in protocols {
      text += "\n" + fake(of: declaration)
    }
    return text
  }

  /// `String?`, or `(any ScoreStream)?` for a type that needs parentheses to be optional.
  private static func optional(_ type: String) -> String {
    let plain = type.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:,".contains($0) }
    return plain && !type.contains(" ") ? type + "?" : "(\(type))?"
  }

  private func fake(of declaration: DependencyProtocol) -> String {
    let name = declaration.name + "Fake"
    let needs = graph.needs(of: declaration.name).map(\.requirement)
    var text = "/// \(declaration.ribName)'s dependency made of what a test gives.\n"
    if let actor = declaration.globalActor { text += "@\(actor)\n" }
    text += "final class \(name): \(declaration.name) {\n"
    let parameters = needs.map { "\($0.name): \(Self.optional($0.type)) = nil" }
    text += "  init(" + parameters.joined(separator: ", ") + ") {\n"
    for need in needs { text += "    _\(need.name) = \(need.name)\n" }
    text += "  }\n"
    for need in needs {
      text += """

          var \(need.signature) {
            get { DependencyFakes.value(_\(need.name), named: "\(need.name)", of: "\(name)") }
            set { _\(need.name) = newValue }
          }
          private var _\(need.name): \(Self.optional(need.type))

        """
    }
    return text + "}\n"
  }
}
