#if Migration
  import SwiftParser
  import SwiftSyntax

  /// What an app being migrated declares and imports, across all its Swift files: what
  /// `ribs migrate` needs to know to add `import RIBsCombine` without making one of the app's own
  /// names ambiguous, to tell which framework the app is on, and to find the app's protocols that
  /// Swift 6 needs on the main actor.
  public struct ProjectDeclarations: Sendable {
    /// A type declared by the app.
    public struct Declaration: Sendable, Equatable {
      /// The keyword that declares it, as a scoped import spells it: `class`, `struct`, `enum`,
      /// `protocol`, `typealias`.
      public var keyword: String
      /// The module its file is in, when the file's path says (`Sources/<Module>/…`).
      public var module: String?
      /// The types it inherits from or conforms to in its declaration, without generic arguments
      /// or module prefixes (`PresentableInteractor<any P>` is `PresentableInteractor`).
      public var inherited: [String] = []
      /// Whether it is declared `@MainActor`.
      public var isMainActor = false
    }

    private var declarations: [String: [Declaration]] = [:]
    /// The protocols each type conforms to in extensions (`extension RootComponent: P`).
    private var extensionConformances: [String: [String]] = [:]
    /// Every module some file imports.
    public private(set) var importedModules: Set<String> = []
    /// The frameworks the app's dependency files name (manifests, Tuist files, Podfile…).
    private var declaredFrameworks: [AppFramework] = []

    /// Creates an empty set.
    public init() {}

    /// Adds the top-level declarations and the imports of one Swift file.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The file's path, for its module.
    public mutating func add(source: String, path: String) {
      let module = Self.module(ofFile: path)
      var pending = Array(Parser.parse(source: source).statements)
      while let statement = pending.popLast() {
        // Types inside `#if canImport(Combine) … #endif` are the file's too.
        if let ifConfig = statement.item.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .statements(let statements) = clause.elements { pending += statements }
          }
          continue
        }
        if let importDecl = statement.item.as(ImportDeclSyntax.self),
          let first = importDecl.path.first
        {
          importedModules.insert(first.name.text)
          continue
        }
        if let extensionDecl = statement.item.as(ExtensionDeclSyntax.self) {
          let names = Self.names(in: extensionDecl.inheritanceClause)
          if !names.isEmpty {
            extensionConformances[Self.baseName(extensionDecl.extendedType), default: []] += names
          }
          continue
        }
        guard case (let name, var declaration)? = Self.declaredType(statement.item) else {
          continue
        }
        declaration.module = module
        declarations[name, default: []].append(declaration)
      }
    }

    /// Records that a dependency file names `framework`.
    mutating func addDeclaredFramework(_ framework: AppFramework) {
      declaredFrameworks.append(framework)
    }

    /// The framework the app is on: ModernRIBs if a file imports it or a dependency file names
    /// it; otherwise Uber's RIBs if a file imports RIBs and RxSwift, or a dependency file names
    /// it; `nil` for anything else (an app migrated already reads as Uber's RIBs with RIBsRx).
    public var framework: AppFramework? {
      if importedModules.contains("ModernRIBs") || declaredFrameworks.contains(.modernRIBs) {
        return .modernRIBs
      }
      if declaredFrameworks.contains(.ubersRIBs) { return .ubersRIBs }
      if importedModules.contains("RIBs"), !importedModules.isDisjoint(with: RIBsRxAPI.rxModules) {
        return .ubersRIBs
      }
      return nil
    }

    /// The app's declarations of `name`.
    func declarations(named name: String) -> [Declaration] {
      declarations[name] ?? []
    }

    /// Every type the app declares, with its declarations.
    var allDeclarations: [String: [Declaration]] { declarations }

    /// The protocols `type` conforms to in extensions.
    func conformancesInExtensions(of type: String) -> [String] {
      extensionConformances[type] ?? []
    }

    /// The module of a file in a SwiftPM layout: the folder under the last `Sources` or `Tests` in
    /// its path; `nil` when the path has none (an Xcode project's folders say nothing sure).
    ///
    /// - Parameter path: The file's path.
    /// - Returns: The module's name.
    public static func module(ofFile path: String) -> String? {
      let components = path.split(separator: "/").map(String.init)
      guard let index = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }),
        index + 2 < components.count
      else { return nil }
      return components[index + 1]
    }

    private static func declaredType(_ item: CodeBlockItemSyntax.Item) -> (String, Declaration)? {
      guard case .decl(let decl) = item else { return nil }
      let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes
      let isMainActor =
        attributes?.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
        } ?? false
      func declaration(_ keyword: String, _ clause: InheritanceClauseSyntax?) -> Declaration {
        Declaration(keyword: keyword, inherited: names(in: clause), isMainActor: isMainActor)
      }
      if let node = decl.as(ClassDeclSyntax.self) {
        return (node.name.text, declaration("class", node.inheritanceClause))
      }
      if let node = decl.as(StructDeclSyntax.self) {
        return (node.name.text, declaration("struct", node.inheritanceClause))
      }
      if let node = decl.as(EnumDeclSyntax.self) {
        return (node.name.text, declaration("enum", node.inheritanceClause))
      }
      if let node = decl.as(ProtocolDeclSyntax.self) {
        return (node.name.text, declaration("protocol", node.inheritanceClause))
      }
      if let node = decl.as(TypeAliasDeclSyntax.self) {
        return (node.name.text, declaration("typealias", nil))
      }
      if let node = decl.as(ActorDeclSyntax.self) {
        return (node.name.text, declaration("actor", node.inheritanceClause))
      }
      return nil
    }

    /// The names in an inheritance clause, each as ``baseName(_:)`` gives it.
    static func names(in clause: InheritanceClauseSyntax?) -> [String] {
      clause?.inheritedTypes.map { baseName($0.type) } ?? []
    }

    /// A type's name without generic arguments or module prefix: `RIBs.Router<X>` is `Router`.
    static func baseName(_ type: TypeSyntax) -> String {
      if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
      if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
      if let attributed = type.as(AttributedTypeSyntax.self) {
        return baseName(attributed.baseType)
      }
      return type.trimmedDescription
    }
  }
#endif
