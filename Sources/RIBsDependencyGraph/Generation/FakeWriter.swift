/// Writes a module's dependency fakes: for each dependency protocol, a class that conforms to it
/// from values a test or a preview gives (`XDependencyFake`), so that a RIB is built without its
/// ancestors.
///
/// A test module gets the fakes of the modules it tests (``Use/tests``); a module that links
/// RIBsTesting gets, in debug builds, the fakes of its own protocols, for its SwiftUI previews
/// (``Use/previews``). Each need, the protocol's own and those it passes on, is an initializer
/// parameter that defaults to none and a settable property; reading one that was not given stops
/// with its name (RIBsTesting's `DependencyFakes`).
package struct FakeWriter {
  /// Where the fakes are used, which decides whose protocols they fake.
  package enum Use: Sendable {
    /// In a test module: the protocols of the modules it depends on, imported `@testable`.
    case tests
    /// In the module itself, for its previews: its own protocols, in debug builds only.
    case previews
  }

  let graph: DependencyGraph
  let module: String
  let use: Use

  /// A writer of the fakes `module` uses.
  ///
  /// - Parameters:
  ///   - graph: The graph of the module and the modules it depends on.
  ///   - module: The module the fakes are compiled in.
  ///   - use: A test module's fakes of the modules it tests, or a module's own for its previews.
  package init(graph: DependencyGraph, module: String, use: Use = .tests) {
    self.graph = graph
    self.module = module
    self.use = use
  }

  /// The module's fakes file.
  package func source() -> String {
    let protocols = graph.protocols.values
      .filter { (use == .previews) == ($0.module == module) && $0.isVisibleToOtherFiles }
      .sorted { $0.name < $1.name }
    var text = GlueWriter.header + "\n"
    text +=
      use == .tests
      ? """
      //
      // A fake of each dependency protocol of the modules \(module) tests: a RIB is built from what a
      // test gives, without its ancestors. Written again by the RIBsDependencies plugin on every build.

      """
      : """
      //
      // A fake of each dependency protocol of \(module), in debug builds: a RIB is built from what a
      // SwiftUI preview gives, without its ancestors. Written again by the RIBsDependencies plugin
      // on every build.

      """
    guard !protocols.isEmpty else { return text }
    let tested = use == .tests ? Set(protocols.map(\.module)) : []
    var files = Set(protocols.map(\.location.file))
    for declaration in protocols {
      files.formUnion(graph.needs(of: declaration.name).map(\.requirement.location.file))
    }
    let imports = Set(files.flatMap(graph.imports(ofFile:))).union(["RIBs", "RIBsTesting"])
      .subtracting(tested).subtracting([module])
    var body = "\n" + imports.sorted().map { "import \($0)\n" }.joined()
    body += tested.sorted().map { "@testable import \($0)\n" }.joined()
    for declaration in protocols {
      body += "\n" + fake(of: declaration)
    }
    guard use == .previews else { return text + body }
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "  " + $0
    }
    return text + "\n#if DEBUG" + indented.joined(separator: "\n") + "#endif\n"
  }

  /// `String?`, or `(any ScoreStream)?` for a type that needs parentheses to be optional.
  private static func optional(_ type: String) -> String {
    let plain = type.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:,".contains($0) }
    return plain && !type.contains(" ") ? type + "?" : "(\(type))?"
  }

  private func fake(of declaration: DependencyProtocol) -> String {
    let name = declaration.name + "Fake"
    let needs = graph.needs(of: declaration.name).map(\.requirement)
    var text = "/// \(declaration.ribName)'s dependency made of what a test or a preview gives.\n"
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
