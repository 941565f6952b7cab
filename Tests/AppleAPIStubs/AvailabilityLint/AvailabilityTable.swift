#if Migration
  import SwiftParser
  import SwiftSyntax

  /// The platform versions each declared name needs, read from the `@available` attributes of
  /// Swift sources: the API stubs, and the code that uses them.
  ///
  /// The lint works on names, without types: a name declared more than once (overloads, members
  /// of several types) needs, on each platform, the lowest version any of its declarations needs,
  /// so that it never reports a use that one of them allows.
  public struct AvailabilityTable: Sendable {
    /// The versions each declaration of each name needs.
    private var declarations: [String: [PlatformVersions]] = [:]

    /// Creates an empty table.
    public init() {}

    /// Adds the declarations of one Swift file.
    ///
    /// - Parameter source: The file's text.
    public mutating func addDeclarations(of source: String) {
      let collector = DeclarationCollector(viewMode: .sourceAccurate)
      collector.walk(Parser.parse(source: source))
      for (name, versions) in collector.declarations {
        declarations[name, default: []].append(versions)
      }
    }

    /// What every declaration of `name` needs: on each platform, the lowest version any of them
    /// needs, if all of them need one.
    ///
    /// - Parameter name: A declared name.
    /// - Returns: The versions; empty if `name` needs nothing or is not declared.
    public func requirement(of name: String) -> PlatformVersions {
      guard let all = declarations[name] else { return PlatformVersions() }
      var versions: [String: Version] = [:]
      for platform in PlatformVersions.platforms {
        let needed = all.map { $0.versions[platform] }
        if needed.allSatisfy({ $0 != nil }), let lowest = needed.compactMap({ $0 }).min() {
          versions[platform] = lowest
        }
      }
      return PlatformVersions(versions)
    }
  }

  /// Collects each declared name with the versions it and its enclosing declarations require.
  private final class DeclarationCollector: SyntaxVisitor {
    var declarations: [(String, PlatformVersions)] = []
    private var context = [PlatformVersions()]

    private func enter(_ attributes: AttributeListSyntax, names: [String]) {
      let versions = context[context.count - 1].raised(
        to: AvailabilityAttributes.introduced(by: attributes))
      for name in names { declarations.append((name, versions)) }
      context.append(versions)
    }

    private func leave() { context.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [])
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leave() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      let names = node.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      enter(node.attributes, names: names)
      return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { leave() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: TypeAliasDeclSyntax) { leave() }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [node.name.text])
      return .visitChildren
    }
    override func visitPost(_ node: MacroDeclSyntax) { leave() }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: node.elements.map(\.name.text))
      return .visitChildren
    }
    override func visitPost(_ node: EnumCaseDeclSyntax) { leave() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.attributes, names: [])
      return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leave() }
  }
#endif
