/// The dependency graph of an app: each RIB's needs (its `XDependency` protocol), each component's
/// members, which component is handed to which child, and, resolved from those, what each
/// dependency protocol forwards from above and what cannot compile.
///
/// A need is provided by the nearest ancestor's component with a member of the same name and
/// type: the parent's component first, then the grandparent's, up to the root. A component's own
/// members never provide its own RIB's needs. The generated code (``GlueWriter``) makes each
/// parent's component conform to its children's protocols, and forwards what it does not provide
/// through its own protocol's ``DependencyProtocol/forwardingName``.
package struct DependencyGraph: Sendable {
  /// The modules read, in the order given.
  package let modules: [String]
  /// The dependency protocols, by name.
  package private(set) var protocols: [String: DependencyProtocol] = [:]
  /// The components, by name.
  package private(set) var components: [String: ComponentDeclaration] = [:]
  /// The components handed to children, ordered by parent and child.
  package private(set) var handovers: [ComponentHandover] = []
  /// What each dependency protocol forwards, by protocol and need name.
  package private(set) var forwarded: [String: [String: ForwardedNeed]] = [:]
  /// What stops the generated code from compiling, in order of location.
  package private(set) var problems: [DependencyProblem] = []
  /// The modules each file imports, by path.
  private(set) var importsByFile: [String: [String]] = [:]
  /// The typealiases of every file read, by name, to compare types.
  private(set) var aliases: [String: String] = [:]
  /// The components of each dependency protocol, by the protocol's name, ordered by name.
  private var componentsByDependency: [String: [ComponentDeclaration]] = [:]
  /// The number of files read.
  package let fileCount: Int

  /// Reads the graph of `modules`: the module to generate code for and the modules it depends on.
  ///
  /// - Parameter modules: The modules' files, read.
  package init(modules: [ScannedModule]) {
    self.modules = modules.map(\.name)
    fileCount = modules.reduce(0) { $0 + $1.files.count }
    let reader = DeclarationIndex(modules: modules)
    importsByFile = reader.importsByFile
    aliases = reader.aliases
    protocols = reader.dependencyProtocols()
    components = reader.components()
    componentsByDependency = Dictionary(
      grouping: components.values.filter { $0.dependency != nil }, by: { $0.dependency ?? "" }
    ).mapValues { $0.sorted { $0.name < $1.name } }
    handovers = reader.handovers(protocols: protocols, components: components)
    resolve()
  }

  // MARK: Names

  /// The RIB's name of a component: `LoggedIn` for `LoggedInComponent`.
  static func ribName(ofComponent name: String) -> String {
    strip("Component", from: name)
  }

  /// The RIB's name of a dependency protocol: `OffGame` for `OffGameDependency`.
  static func ribName(ofProtocol name: String) -> String {
    strip("Dependency", from: name)
  }

  private static func strip(_ suffix: String, from name: String) -> String {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return last.hasSuffix(suffix) && last.count > suffix.count
      ? String(last.dropLast(suffix.count)) : last
  }

  // MARK: Queries

  /// What `protocolName` requires of its parent's component: its own requirements, then what it
  /// forwards, by name.
  ///
  /// - Parameter protocolName: A dependency protocol's name.
  /// - Returns: Each need and the components it comes through (empty for its own).
  package func needs(of protocolName: String) -> [ForwardedNeed] {
    guard let declaration = protocols[protocolName] else { return [] }
    let own = declaration.requirements.map { ForwardedNeed(requirement: $0, via: []) }
    let more = (forwarded[protocolName] ?? [:]).values.sorted {
      $0.requirement.name < $1.requirement.name
    }
    return own + more
  }

  /// The components whose parent's dependency is `protocolName`: the RIB's own components.
  ///
  /// - Parameter protocolName: A dependency protocol's name.
  /// - Returns: The components, by name.
  package func components(dependingOn protocolName: String) -> [ComponentDeclaration] {
    componentsByDependency[protocolName] ?? []
  }

  /// The components no handover reaches, by name: the roots of the app, or of the part of it
  /// the graph sees.
  package var rootComponents: [ComponentDeclaration] {
    let handed = Set(handovers.map(\.child))
    return components.values
      .filter { component in component.dependency.map { !handed.contains($0) } ?? true }
      .sorted { $0.name < $1.name }
  }

  /// The modules the file at `path` imports.
  func imports(ofFile path: String) -> [String] {
    importsByFile[path] ?? []
  }

  // MARK: Resolution

  /// Computes what each protocol forwards, then what cannot compile.
  private mutating func resolve() {
    let handoversByChild = Dictionary(grouping: handovers.indices) { handovers[$0].child }
    var queue = Array(handovers.indices.reversed())
    var queued = Set(queue)
    while let index = queue.popLast() {
      queued.remove(index)
      let handover = handovers[index]
      guard let parent = components[handover.parent], let parentProtocol = parent.dependency,
        let declaration = protocols[parentProtocol]
      else { continue }
      var changed = false
      for need in needs(of: handover.child) {
        let name = need.requirement.name
        if parent.members[name] != nil || declaration.requirement(named: name) != nil
          || forwarded[parentProtocol]?[name] != nil
        {
          continue
        }
        forwarded[parentProtocol, default: [:]][name] = ForwardedNeed(
          requirement: need.requirement, via: [parent.name] + need.via)
        changed = true
      }
      guard changed else { continue }
      for above in handoversByChild[parentProtocol] ?? [] where !queued.contains(above) {
        queue.append(above)
        queued.insert(above)
      }
    }
    var checker = ProblemFinder(graph: self)
    problems = checker.problems().sorted()
  }
}
