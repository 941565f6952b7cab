/// The declarations of every file read, by name, and what the graph makes of them: which protocols
/// are dependency protocols, which classes are components, and which calls hand a component to a
/// child.
struct DeclarationIndex {
  /// A declaration and where it is.
  struct Located {
    var declaration: ScannedFile.TypeDeclaration
    var module: String
    var file: String
  }

  /// Protocols, classes, structs, enums and actors, by name; the first declared wins.
  private var types: [String: Located] = [:]
  /// Extensions, by the name of the type they extend.
  private var extensions: [String: [Located]] = [:]
  /// Every handover read, with its module.
  private var handoverCalls: [(handover: ScannedFile.Handover, module: String)] = []
  /// Typealiases, by name.
  private(set) var aliases: [String: String] = [:]
  private(set) var importsByFile: [String: [String]] = [:]

  /// The names `Dependency` has, written as it may be.
  private static let dependencyRoots: Set<String> = ["Dependency", "RIBs.Dependency"]
  /// The names of the protocol of a RIB with no needs.
  private static let emptyDependencies: Set<String> = ["EmptyDependency", "RIBs.EmptyDependency"]
  /// Components with no parent's dependency.
  private static let rootComponents: Set<String> = [
    "EmptyComponent", "RIBs.EmptyComponent", "BootstrapComponent",
  ]

  init(modules: [ScannedModule]) {
    for module in modules {
      for file in module.files.sorted(by: { $0.path < $1.path }) {
        importsByFile[file.path] = file.imports
        for declaration in file.types {
          let located = Located(declaration: declaration, module: module.name, file: file.path)
          if declaration.kind == .extension {
            extensions[declaration.name, default: []].append(located)
          } else if types[declaration.name] == nil {
            types[declaration.name] = located
          }
        }
        for (name, type) in file.typealiases where aliases[name] == nil {
          aliases[name] = type
        }
        handoverCalls += file.handovers.map { ($0, module.name) }
      }
    }
  }

  // MARK: Dependency protocols

  /// The protocols that inherit `Dependency`, directly or through others, with their requirements.
  func dependencyProtocols() -> [String: DependencyProtocol] {
    var result: [String: DependencyProtocol] = [:]
    var memo: [String: Bool] = [:]
    for (name, located) in types where located.declaration.kind == .protocol {
      guard !Self.emptyDependencies.contains(name), !Self.dependencyRoots.contains(name),
        isDependency(name, &memo)
      else { continue }
      let declaration = located.declaration
      var unread: [String] = []
      let requirements = requirements(of: name, unread: &unread)
      result[name] = DependencyProtocol(
        name: name, module: located.module, access: declaration.access,
        globalActor: declaration.attributes.first { $0.hasSuffix("Actor") },
        requirements: requirements,
        inheritsForwarding: declaration.inherited.contains(name + "Forwarding"),
        unreadInheritance: unread.filter { $0 != name + "Forwarding" },
        location: declaration.location)
    }
    return result
  }

  /// Whether the protocol `name` inherits `Dependency`.
  private func isDependency(_ name: String, _ memo: inout [String: Bool]) -> Bool {
    if Self.dependencyRoots.contains(name) || Self.emptyDependencies.contains(name) { return true }
    if let known = memo[name] { return known }
    memo[name] = false
    var pending = [name]
    var seen: Set<String> = [name]
    // Breadth first, without recursion: a chain of protocols of any length is read.
    while let current = pending.popLast() {
      guard let located = types[current], located.declaration.kind == .protocol else { continue }
      for parent in located.declaration.inherited.map(Self.bareName) {
        if Self.dependencyRoots.contains(parent) || Self.emptyDependencies.contains(parent)
          || memo[parent] == true
        {
          memo[name] = true
          return true
        }
        if seen.insert(parent).inserted { pending.append(parent) }
      }
    }
    return false
  }

  /// The requirements of the protocol `name` and of the protocols it inherits, minus the
  /// properties a protocol extension implements.
  private func requirements(of name: String, unread: inout [String]) -> [Requirement] {
    var result: [Requirement] = []
    var names: Set<String> = []
    var implemented: Set<String> = []
    var pending = [name]
    var seen: Set<String> = [name]
    var order = 0
    while order < pending.count {
      let current = pending[order]
      order += 1
      for located in extensions[current] ?? [] {
        implemented.formUnion(located.declaration.properties.map(\.name))
      }
      guard let located = types[current], located.declaration.kind == .protocol else {
        if current != name { unread.append(current) }
        continue
      }
      for property in located.declaration.properties {
        guard let type = property.type, names.insert(property.name).inserted else { continue }
        result.append(
          Requirement(
            name: property.name, type: type,
            comparedType: TypeText.canonical(type, aliases: aliases),
            protocolName: current, location: property.location))
      }
      for parent in located.declaration.inherited.map(Self.bareName)
      where !Self.dependencyRoots.contains(parent) && !Self.emptyDependencies.contains(parent)
        && parent != "AnyObject" && parent != "Sendable"
      {
        if seen.insert(parent).inserted { pending.append(parent) }
      }
    }
    return result.filter { !implemented.contains($0.name) }
  }

  // MARK: Components

  /// What a class's superclass chain says it is.
  private enum ClassKind {
    /// A component, with its parent's dependency protocol, if it has one.
    case component(dependency: String?)
    case other
  }

  /// The classes that inherit `Component` or `EmptyComponent`, with their members.
  func components() -> [String: ComponentDeclaration] {
    var result: [String: ComponentDeclaration] = [:]
    for (name, located) in types where located.declaration.kind == .class {
      guard case .component(let dependency) = kind(ofClass: name) else { continue }
      var members: [String: DeclaredProperty] = [:]
      var conformances: Set<String> = []
      for ancestor in superclassChain(of: name) {
        let declarations = [types[ancestor]].compactMap { $0 } + (extensions[ancestor] ?? [])
        for located in declarations {
          for property in located.declaration.properties where members[property.name] == nil {
            members[property.name] = property
          }
          let inherited = located.declaration.inherited.map(Self.bareName)
          conformances.formUnion(
            located.declaration.kind == .class ? inherited.dropFirst() : inherited[...])
        }
      }
      result[name] = ComponentDeclaration(
        name: name, module: located.module, access: located.declaration.access,
        dependency: dependency, members: members, conformances: conformances, file: located.file,
        location: located.declaration.location)
    }
    return result
  }

  /// The class `name` and its scanned superclasses, nearest first.
  private func superclassChain(of name: String) -> [String] {
    var chain: [String] = []
    var current: String? = name
    while let next = current, !chain.contains(next), let located = types[next],
      located.declaration.kind == .class
    {
      chain.append(next)
      current = located.declaration.inherited.first.map(Self.genericBase)
    }
    return chain
  }

  private func kind(ofClass name: String) -> ClassKind {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      guard let located = types[current], located.declaration.kind == .class,
        let superclass = located.declaration.inherited.first
      else { return .other }
      let base = Self.genericBase(superclass)
      if Self.rootComponents.contains(base) { return .component(dependency: nil) }
      if base == "Component" || base == "RIBs.Component" {
        let argument = Self.genericArguments(superclass).first.map(Self.bareName)
        guard let argument, !Self.emptyDependencies.contains(argument) else {
          return .component(dependency: nil)
        }
        return .component(dependency: argument)
      }
      current = base
    }
    return .other
  }

  // MARK: Handovers

  /// The components handed to children: each call whose callee takes a dependency protocol, and
  /// whose argument is a component.
  func handovers(
    protocols: [String: DependencyProtocol], components: [String: ComponentDeclaration]
  ) -> [ComponentHandover] {
    var found: [String: ComponentHandover] = [:]
    for (call, _) in handoverCalls {
      let parentName: String?
      switch call.argument {
      case .selfValue: parentName = call.enclosingType
      case .name(_, let type): parentName = type.map(Self.genericBase)
      case .construction(let type): parentName = type
      case .other: parentName = nil
      }
      guard let parentName, let parent = components[parentName],
        let parameter = parameterType(of: call.callee, label: call.label)
      else { continue }
      for child in Self.protocolNames(in: parameter) where protocols[child] != nil {
        let key = parentName + " " + child
        let handover = ComponentHandover(
          parent: parentName, child: child, isWrittenByHand: parent.conformances.contains(child),
          location: SourceLocation(file: call.location.file, line: call.location.line))
        if let existing = found[key], existing.location < handover.location { continue }
        found[key] = handover
      }
    }
    return found.values.sorted { ($0.parent, $0.child) < ($1.parent, $1.child) }
  }

  /// The type of the parameter `label` of the initializer of `callee`: declared by it, or by the
  /// `Builder<…>` or `Component<…>` it inherits.
  private func parameterType(of callee: String, label: String) -> String? {
    var current = callee
    var seen: Set<String> = []
    while seen.insert(current).inserted, let located = types[current] {
      if let type = located.declaration.initializerParameters[label] { return type }
      for located in extensions[current] ?? [] {
        if let type = located.declaration.initializerParameters[label] { return type }
      }
      guard located.declaration.kind == .class, let superclass = located.declaration.inherited.first
      else { return nil }
      let base = Self.genericBase(superclass)
      if ["Builder", "RIBs.Builder", "Component", "RIBs.Component"].contains(base) {
        return label == "dependency" || base.hasSuffix("Component")
          ? Self.genericArguments(superclass).first : nil
      }
      current = base
    }
    return nil
  }

  // MARK: Types as text

  /// `OffGameDependency` for `any OffGameDependency`, `some OffGameDependency`,
  /// `(any OffGameDependency)`.
  static func bareName(_ type: String) -> String {
    var text = type.trimmingSpaces()
    while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    for prefix in ["any ", "some "] where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count))
    }
    return text.trimmingSpaces()
  }

  /// The protocols of a composition: `A` and `B` for `any A & B`.
  static func protocolNames(in type: String) -> [String] {
    bareName(type).split(separator: "&").map { bareName(String($0)) }
  }

  /// `Component` for `Component<any LoggedInDependency>`.
  static func genericBase(_ type: String) -> String {
    String(bareName(type).prefix { $0 != "<" }).trimmingSpaces()
  }

  /// `["any LoggedInDependency"]` for `Component<any LoggedInDependency>`.
  static func genericArguments(_ type: String) -> [String] {
    let text = bareName(type)
    guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return [] }
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in inside {
      if "<([".contains(character) { depth += 1 }
      if ">)]".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        arguments.append(current.trimmingSpaces())
        current = ""
      } else {
        current.append(character)
      }
    }
    arguments.append(current.trimmingSpaces())
    return arguments
  }
}

extension String {
  /// The text without spaces at either end; most types as written have none, and are returned as
  /// they are.
  func trimmingSpaces() -> String {
    guard first == " " || last == " " else { return self }
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " { formIndex(after: &start) }
    while end > start, self[index(before: end)] == " " { formIndex(before: &end) }
    return String(self[start..<end])
  }
}
