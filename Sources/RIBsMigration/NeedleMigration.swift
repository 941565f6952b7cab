#if Migration
  import RIBsDependencyGraph
  import SwiftSyntax

  /// What `ribs migrate` does to a Swift file of an app that uses Uber's Needle for its
  /// dependencies, so that the app builds on RIBs' components and the generated graph instead.
  ///
  /// In a file that imports NeedleFoundation:
  /// - `import NeedleFoundation` becomes `import RIBs` (or goes, where the file imports RIBs);
  /// - `Component<X>` and `NeedleFoundation.Component<X>` become `Component<any X>`, and
  ///   `NeedleFoundation.Dependency` becomes `Dependency`;
  /// - a component that inherits `BootstrapComponent`, the root of Needle's tree, inherits
  ///   `Component<any EmptyDependency>`, with `init()` (or its own initializers' `super.init()`)
  ///   handing it an `EmptyComponent()`;
  /// - `XComponent(parent: scope)` becomes `XComponent(dependency: scope)`, and
  ///   `super.init(parent: p)` becomes `super.init(dependency: p)`;
  /// - each protocol that inherits `Dependency` also inherits its forwarding protocol, which the
  ///   RIBsDependencies plugin or `ribs dependencies` writes: a need comes from any ancestor, as
  ///   in Needle;
  /// - the call to `registerProviderFactories()` goes: nothing is registered at run time.
  ///
  /// Needle's pluginized components (`PluginizedComponent`, `NonCoreComponent`) and an
  /// initializer that takes a `Scope` are named in notes, with what to do.
  struct NeedleMigration {
    /// The replacements, at UTF-8 offsets of the file.
    private(set) var edits: [TextEdit] = []
    /// What the user should know, at UTF-8 offsets.
    private(set) var notes: [(offset: Int, message: String)] = []
    /// Each change, in a few words.
    private(set) var changes: [String] = []

    /// Whether `text`, the file at `path`, is the file Needle's generator writes, which the
    /// migration removes.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - text: Its text.
    /// - Returns: Whether it is Needle's generated file.
    static func isGeneratedFile(path: String, text: String) -> Bool {
      (path.hasSuffix("/NeedleGenerated.swift") || path == "NeedleGenerated.swift"
        || text.contains("registerProviderFactory("))
        && text.contains("import NeedleFoundation")
    }

    /// The edits of the file parsed as `tree`, whose text is `source`; none if it does not import
    /// NeedleFoundation.
    init(tree: SourceFileSyntax, source: String) {
      guard source.contains("NeedleFoundation") else { return }
      let finder = NeedleEditFinder(source: source)
      finder.walk(tree)
      guard finder.importsNeedle else { return }
      edits = finder.edits
      notes = finder.notes
      changes = finder.changes
    }
  }

  /// Walks a file's syntax tree for the edits of ``NeedleMigration``.
  private final class NeedleEditFinder: SyntaxVisitor {
    private let source: String
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [(offset: Int, message: String)] = []
    private(set) var changes: [String] = []
    private(set) var importsNeedle = false
    private var importsRIBs = false
    private var needleImports: [ImportDeclSyntax] = []

    init(source: String) {
      self.source = source
      super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: SourceFileSyntax) {
      for declaration in needleImports {
        if importsRIBs {
          edits.append(TextEdit(range: lineRange(of: declaration), replacement: ""))
        } else if let module = declaration.path.last {
          edits.append(replace(module.name, with: "RIBs"))
        }
      }
      if !needleImports.isEmpty {
        changes.insert("import NeedleFoundation became import RIBs", at: 0)
      }
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      let path = node.path.map(\.name.text)
      if path.first == "NeedleFoundation" {
        importsNeedle = true
        needleImports.append(node)
      }
      if path.first == "RIBs" { importsRIBs = true }
      return .skipChildren
    }

    // MARK: Types

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      switch node.name.text {
      case "Component":
        if let argument = node.genericArgumentClause?.arguments.first, !Self.isExistential(argument)
        {
          edits.append(
            TextEdit(range: start(of: argument)..<start(of: argument), replacement: "any "))
          note(change: "Component<X> became Component<any X>")
        }
      case "BootstrapComponent":
        // Handled with its class, where `init()` goes.
        break
      case "PluginizedComponent", "NonCoreComponent", "PluginExtension":
        notes.append(
          (
            start(of: node),
            "Needle's \(node.name.text) has no counterpart in RIBs: make the pluginized component a "
              + "Component<any XDependency> whose ancestors provide what its non-core component "
              + "made (the generated graph finds them), or keep this module on Needle."
          ))
      case "Scope":
        notes.append(
          (
            start(of: node),
            "a Needle Scope: a component's parent is its dependency in RIBs; take `dependency: "
              + "any XDependency` and call super.init(dependency:)."
          ))
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
      guard let base = node.baseType.as(IdentifierTypeSyntax.self),
        base.name.text == "NeedleFoundation"
      else { return .visitChildren }
      // `NeedleFoundation.Component<X>` is `Component<X>`, which the visit of the argument fixes.
      edits.append(TextEdit(range: start(of: node)..<start(of: node.name), replacement: ""))
      if node.name.text == "Component", let argument = node.genericArgumentClause?.arguments.first,
        !Self.isExistential(argument)
      {
        edits.append(
          TextEdit(range: start(of: argument)..<start(of: argument), replacement: "any "))
      }
      note(change: "NeedleFoundation. qualifiers dropped")
      return .skipChildren
    }

    private static func isExistential(_ argument: GenericArgumentSyntax) -> Bool {
      let text = argument.argument.trimmedDescription
      return text.hasPrefix("any ") || text.hasPrefix("some ")
    }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let first = node.inheritanceClause?.inheritedTypes.first,
        first.type.as(IdentifierTypeSyntax.self)?.name.text == "BootstrapComponent"
      else { return .visitChildren }
      edits.append(
        TextEdit(
          range: start(of: first.type)..<end(of: first.type),
          replacement: "Component<any EmptyDependency>"))
      let initializers = node.memberBlock.members.compactMap {
        $0.decl.as(InitializerDeclSyntax.self)
      }
      if initializers.isEmpty {
        let indentation =
          node.memberBlock.members.first.map {
            SourceText.indentation(ofLineAt: start(of: $0.decl), in: source)
          } ?? SourceText.indentation(ofLineAt: start(of: node), in: source) + "    "
        let brace = end(of: node.memberBlock.leftBrace)
        edits.append(
          TextEdit(
            range: brace..<brace,
            replacement: "\n\(indentation)init() {\n\(indentation)    super.init(dependency: "
              + "EmptyComponent())\n\(indentation)}\n"))
      }
      note(change: "BootstrapComponent became Component<any EmptyDependency>")
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let inherited = node.inheritanceClause?.inheritedTypes,
        inherited.contains(where: {
          ["Dependency", "NeedleFoundation.Dependency"].contains($0.type.trimmedDescription)
        })
      else { return .visitChildren }
      let forwarding = node.name.text + "Forwarding"
      guard !inherited.contains(where: { $0.type.trimmedDescription == forwarding }),
        let last = inherited.last
      else { return .visitChildren }
      edits.append(
        TextEdit(range: end(of: last.type)..<end(of: last.type), replacement: ", " + forwarding))
      note(change: "dependency protocols pass their children's needs on (XDependencyForwarding)")
      return .visitChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression.trimmedDescription
      if callee == "registerProviderFactories", node.arguments.isEmpty {
        edits.append(TextEdit(range: lineRange(of: node), replacement: ""))
        note(change: "registerProviderFactories() removed")
        return .skipChildren
      }
      if callee == "super.init", node.arguments.isEmpty, isInBootstrapComponent(node),
        let leftParen = node.leftParen, let rightParen = node.rightParen
      {
        edits.append(
          TextEdit(
            range: end(of: leftParen)..<start(of: rightParen),
            replacement: "dependency: EmptyComponent()"))
        return .visitChildren
      }
      if node.arguments.count == 1, let label = node.arguments.first?.label, label.text == "parent",
        callee == "super.init" || callee.hasSuffix("Component")
          || callee.hasSuffix("Component.init")
      {
        edits.append(replace(label, with: "dependency"))
        note(change: "Component(parent:) became Component(dependency:)")
      }
      return .visitChildren
    }

    /// Whether `node` is in an initializer of a class that inherits `BootstrapComponent`.
    private func isInBootstrapComponent(_ node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let syntax = current {
        if let declaration = syntax.as(ClassDeclSyntax.self) {
          return declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            == "BootstrapComponent"
        }
        current = syntax.parent
      }
      return false
    }

    // MARK: Support

    private func note(change: String) {
      if !changes.contains(change) { changes.append(change) }
    }

    private func start(of node: some SyntaxProtocol) -> Int {
      node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    private func end(of node: some SyntaxProtocol) -> Int {
      node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func replace(_ token: TokenSyntax, with text: String) -> TextEdit {
      TextEdit(range: start(of: token)..<end(of: token), replacement: text)
    }

    /// The whole line (or lines) of `node` with its line break: what removing a statement removes.
    private func lineRange(of node: some SyntaxProtocol) -> Range<Int> {
      let bytes = Array(source.utf8)
      var lower = start(of: node)
      while lower > 0,
        bytes[lower - 1] == UInt8(ascii: " ") || bytes[lower - 1] == UInt8(ascii: "\t")
      {
        lower -= 1
      }
      var upper = end(of: node)
      while upper < bytes.count, bytes[upper] != UInt8(ascii: "\n") { upper += 1 }
      if upper < bytes.count { upper += 1 }
      return lower..<upper
    }
  }
#endif
