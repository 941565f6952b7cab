#if Migration
  import SwiftParser
  import SwiftSyntax

  /// Finds uses of declarations that need a later platform version than the code that uses them
  /// is guaranteed: what Apple's compiler reports for an iOS or macOS build, and Linux's does not
  /// check.
  ///
  /// A use is guaranteed the package's minimum versions (the floor), raised by the `@available`
  /// attributes of the declarations around it and by the `if #available` or `guard #available`
  /// conditions it is under. Only the platforms of the floor are checked.
  public struct AvailabilityLint: Sendable {
    /// A use that needs more than it is guaranteed.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
      /// The file, as given.
      public var path: String
      /// The line, from 1.
      public var line: Int
      /// The column, from 1.
      public var column: Int
      /// The declared name used.
      public var name: String
      /// What the name needs, on the platforms where the use is not guaranteed it.
      public var needed: PlatformVersions
      /// What the use is guaranteed on those platforms.
      public var guaranteed: PlatformVersions

      public var description: String {
        "\(path):\(line):\(column): error: '\(name)' needs \(needed), and this code is only "
          + "guaranteed \(guaranteed): put it under @available(\(attributeArguments)) or "
          + "if #available(\(attributeArguments))"
      }

      private var attributeArguments: String {
        (PlatformVersions.platforms.compactMap { platform in
          needed.versions[platform].map { "\(platform) \($0)" }
        } + ["*"]).joined(separator: ", ")
      }
    }

    /// What each name needs.
    public var table: AvailabilityTable
    /// The versions every use is guaranteed: the package's minimum deployment targets.
    public var floor: PlatformVersions

    /// Creates a lint.
    ///
    /// - Parameters:
    ///   - table: What each name needs.
    ///   - floor: The package's minimum deployment targets.
    public init(table: AvailabilityTable, floor: PlatformVersions) {
      self.table = table
      self.floor = floor
    }

    /// The uses in `source` that need more than they are guaranteed, in file order.
    ///
    /// - Parameters:
    ///   - source: A Swift file's text.
    ///   - path: The file's path, for the findings.
    /// - Returns: The findings.
    public func findings(in source: String, path: String) -> [Finding] {
      let tree = Parser.parse(source: source)
      let finder = UseFinder(
        table: table, floor: floor, path: path,
        converter: SourceLocationConverter(fileName: path, tree: tree))
      finder.walk(tree)
      return finder.findings
    }
  }

  /// Walks a file with the versions guaranteed at each point, and checks each name it uses.
  private final class UseFinder: SyntaxVisitor {
    private let table: AvailabilityTable
    private let path: String
    private let converter: SourceLocationConverter
    private var guaranteed: [PlatformVersions]
    var findings: [AvailabilityLint.Finding] = []

    init(
      table: AvailabilityTable, floor: PlatformVersions, path: String,
      converter: SourceLocationConverter
    ) {
      self.table = table
      self.path = path
      self.converter = converter
      self.guaranteed = [floor]
      super.init(viewMode: .sourceAccurate)
    }

    private var current: PlatformVersions { guaranteed[guaranteed.count - 1] }

    private func check(_ token: TokenSyntax) {
      let needed = table.requirement(of: token.text)
      var missing: [String: Version] = [:]
      var have: [String: Version] = [:]
      // Only the platforms the package declares: the floor has all of them.
      for (platform, version) in needed.versions {
        if let guaranteedVersion = current.versions[platform], guaranteedVersion < version {
          missing[platform] = version
          have[platform] = guaranteedVersion
        }
      }
      guard !missing.isEmpty else { return }
      let location = token.startLocation(converter: converter)
      findings.append(
        AvailabilityLint.Finding(
          path: path, line: location.line, column: location.column, name: token.text,
          needed: PlatformVersions(missing), guaranteed: PlatformVersions(have)))
    }

    /// Walks `node` with `versions` guaranteed on top of what is guaranteed now.
    private func walk(_ node: some SyntaxProtocol, raisedTo versions: PlatformVersions) {
      guaranteed.append(current.raised(to: versions))
      walk(node)
      guaranteed.removeLast()
    }

    // MARK: What raises the guarantee

    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
      // The attributes of a declaration are checked with what the declaration is guaranteed, as
      // Swift does (`@Observable` on a type marked `@available(iOS 17.0, *)` is allowed).
      .visitChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
      // `guard #available` guarantees its versions to the statements after it.
      var raised = PlatformVersions()
      for item in node {
        walk(item, raisedTo: raised)
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
          raised = raised.raised(
            to: AvailabilityAttributes.guaranteed(by: guardStatement.conditions))
        }
      }
      return .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      walk(node.conditions)
      walk(node.body, raisedTo: AvailabilityAttributes.guaranteed(by: node.conditions))
      if let elseBody = node.elseBody { walk(elseBody) }
      return .skipChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
      walk(node.decl, raisedTo: Self.attributes(of: node.decl))
      return .skipChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
      guard let decl = node.item.as(DeclSyntax.self) else { return .visitChildren }
      let versions = Self.attributes(of: decl)
      guard !versions.versions.isEmpty else { return .visitChildren }
      walk(decl, raisedTo: versions)
      return .skipChildren
    }

    private static func attributes(of decl: DeclSyntax) -> PlatformVersions {
      guard let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes else {
        return PlatformVersions()
      }
      return AvailabilityAttributes.introduced(by: attributes)
    }

    // MARK: Uses

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      check(node.name)
      return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
      check(node.name)
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      check(node.baseName)
      return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
      check(node.macroName)
      return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
      check(node.macroName)
      return .visitChildren
    }
  }
#endif
