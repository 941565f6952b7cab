/// Finds what stops a resolved graph's generated code from compiling: needs no ancestor provides,
/// members of the right name and the wrong type, two needs of one name and two types through one
/// component, protocols that must forward and cannot, and components that are their own ancestors.
struct ProblemFinder {
  let graph: DependencyGraph
  private var found: Set<DependencyProblem> = []
  /// The canonical type of each member, by component and member name.
  private var comparedTypes: [String: [String: String]] = [:]
  private let aliases: [String: String]

  init(graph: DependencyGraph) {
    self.graph = graph
    aliases = graph.aliases
  }

  /// Every problem, once.
  mutating func problems() -> Set<DependencyProblem> {
    for handover in graph.handovers {
      checkNeeds(of: handover)
    }
    findCycles()
    return found
  }

  // MARK: Needs

  private mutating func checkNeeds(of handover: ComponentHandover) {
    guard let parent = graph.components[handover.parent] else { return }
    if let child = graph.protocols[handover.child], !child.isVisibleToOtherFiles,
      !handover.isWrittenByHand
    {
      found.insert(
        DependencyProblem(
          kind: .inaccessible,
          message: "\(child.name) is \(child.access ?? ""), so the generated conformance of "
            + "\(parent.name) cannot see it: make it internal or wider",
          location: child.location, module: parent.module))
    }
    for need in graph.needs(of: handover.child) {
      let requirement = need.requirement
      if let member = parent.members[requirement.name] {
        if let type = member.type,
          compared(type, of: parent.name, member: member.name) != requirement.comparedType
        {
          report(
            .mismatchedType, at: requirement, in: parent.module,
            "\(chain(from: parent.name, need)) needs \(requirement.signature), but \(parent.name)."
              + "\(member.name) (\(member.location.shortDescription)) is \(type), and is the nearest "
              + "\(requirement.name): give it the type \(requirement.type), or rename one of them")
        }
        continue
      }
      guard let protocolName = parent.dependency else {
        report(
          .unprovided, at: requirement, in: parent.module,
          "\(chain(from: parent.name, need)) needs \(requirement.signature); no component on that "
            + "path provides it\(nearMisses(of: requirement, along: [parent.name] + need.via))")
        continue
      }
      guard let declaration = graph.protocols[protocolName] else { continue }
      if let own = declaration.requirement(named: requirement.name) {
        if own.comparedType != requirement.comparedType {
          report(
            .mismatchedType, at: requirement, in: parent.module,
            "\(chain(from: parent.name, need)) needs \(requirement.signature), but \(protocolName) "
              + "(\(own.location.shortDescription)) requires \(own.signature), and \(parent.name) passes that on: "
              + "give both the same type, or rename one of them")
        }
        continue
      }
      guard let forwarded = graph.forwarded[protocolName]?[requirement.name] else { continue }
      if forwarded.requirement.comparedType != requirement.comparedType {
        report(
          .conflictingNeeds, at: requirement, in: parent.module,
          "\(chain(from: parent.name, need)) needs \(requirement.signature), but "
            + "\(chain(through: forwarded)) needs \(forwarded.requirement.signature) "
            + "(\(forwarded.requirement.location.shortDescription)), and \(parent.name) can pass on only one "
            + "\(requirement.name): give both the same type, or rename one of them")
      }
      if !declaration.inheritsForwarding {
        reportMissingForwarding(declaration)
      }
    }
  }

  private mutating func reportMissingForwarding(_ declaration: DependencyProtocol) {
    let needs = (graph.forwarded[declaration.name] ?? [:]).values
      .sorted { $0.requirement.name < $1.requirement.name }
      .map {
        "\($0.requirement.signature) for \(DependencyGraph.ribName(ofProtocol: $0.requirement.protocolName))"
      }
    let problem = DependencyProblem(
      kind: .missingForwarding,
      message: "\(declaration.name) must pass on what \(declaration.ribName)'s children need from "
        + "above (\(needs.joined(separator: ", "))): declare it as `protocol \(declaration.name): "
        + "Dependency, \(declaration.forwardingName)`",
      location: declaration.location, module: declaration.module)
    found.insert(problem)
  }

  /// `App → Root → LoggedIn → OffGame`: from `component` down to the RIB that declares the need.
  private func chain(from component: String, _ need: ForwardedNeed) -> String {
    chain(through: ForwardedNeed(requirement: need.requirement, via: [component] + need.via))
  }

  /// `LoggedIn → OffGame`: from the first component a forwarded need comes through down to the RIB
  /// that declares it.
  private func chain(through need: ForwardedNeed) -> String {
    (need.via.map(DependencyGraph.ribName(ofComponent:))
      + [DependencyGraph.ribName(ofProtocol: need.requirement.protocolName)])
      .joined(separator: " → ")
  }

  /// `; near misses: …`, or nothing: the members on the path with the need's type and another
  /// name, then the members elsewhere with its name.
  private mutating func nearMisses(of requirement: Requirement, along path: [String]) -> String {
    var misses: [String] = []
    for name in path {
      guard let component = graph.components[name] else { continue }
      for member in component.members.values.sorted(by: { $0.name < $1.name })
      where member.name != requirement.name
        && member.type.map({ compared($0, of: name, member: member.name) })
          == requirement.comparedType
      {
        misses.append(
          "\(name).\(member.name) (\(member.location.shortDescription)) has the type, not the name")
      }
    }
    // The requirer's own components pass its needs on to its children: not a near miss.
    let requirers = Set(graph.components(dependingOn: requirement.protocolName).map(\.name))
    for component in graph.components.values.sorted(by: { $0.name < $1.name })
    where !path.contains(component.name) && !requirers.contains(component.name) {
      guard let member = component.members[requirement.name], let type = member.type else {
        continue
      }
      misses.append(
        "\(component.name).\(member.name): \(type) (\(member.location.shortDescription)) is not on the path"
      )
    }
    guard !misses.isEmpty else { return "" }
    return "; near misses: " + misses.prefix(3).joined(separator: "; ")
  }

  private mutating func compared(_ type: String, of component: String, member: String) -> String {
    if let known = comparedTypes[component]?[member] { return known }
    let result = TypeText.canonical(type, aliases: aliases)
    comparedTypes[component, default: [:]][member] = result
    return result
  }

  private mutating func report(
    _ kind: DependencyProblem.Kind, at requirement: Requirement, in module: String,
    _ message: String
  ) {
    found.insert(
      DependencyProblem(
        kind: kind, message: message, location: requirement.location, module: module))
  }

  // MARK: Cycles

  /// Reports each handover that makes a component its own ancestor, with the cycle.
  private mutating func findCycles() {
    let handoversByParent = Dictionary(grouping: graph.handovers) { $0.parent }
    enum Mark { case open, closed }
    var marks: [String: Mark] = [:]
    for root in graph.components.keys.sorted() where marks[root] == nil {
      // Depth first, without recursion: (component, its handovers' children still to visit).
      var stack: [(component: String, next: [(ComponentHandover, String)])] = []
      func children(of component: String) -> [(ComponentHandover, String)] {
        (handoversByParent[component] ?? []).flatMap { handover in
          graph.components(dependingOn: handover.child).map { (handover, $0.name) }
        }.reversed()
      }
      marks[root] = .open
      stack.append((root, children(of: root)))
      while !stack.isEmpty {
        guard let (handover, child) = stack[stack.count - 1].next.popLast() else {
          marks[stack.removeLast().component] = .closed
          continue
        }
        switch marks[child] {
        case .open:
          let path = stack.map(\.component).drop { $0 != child } + [child]
          let problem = DependencyProblem(
            kind: .cycle,
            message: "\(path.map(DependencyGraph.ribName(ofComponent:)).joined(separator: " → ")): "
              + "\(child) is its own ancestor, so its children's needs have no nearest provider; "
              + "hand \(DependencyGraph.ribName(ofProtocol: handover.child)) a component that is not "
              + "on the cycle",
            location: handover.location,
            module: graph.components[handover.parent]?.module ?? "")
          found.insert(problem)
        case .closed:
          continue
        case nil:
          marks[child] = .open
          stack.append((child, children(of: child)))
        }
      }
    }
  }
}
