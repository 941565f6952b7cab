#if Migration
  import SwiftParser
  import SwiftSyntax

  /// The types an app being migrated declares at the top level of its files, with the module each
  /// is in: what `ribs migrate` needs to know to add `import RIBsCombine` without making one of the
  /// app's own names ambiguous.
  public struct ProjectDeclarations: Sendable {
    /// A type declared by the app.
    public struct Declaration: Sendable, Equatable {
      /// The keyword that declares it, as a scoped import spells it: `class`, `struct`, `enum`,
      /// `protocol`, `typealias`.
      public var keyword: String
      /// The module its file is in, when the file's path says (`Sources/<Module>/…`).
      public var module: String?
    }

    private var declarations: [String: [Declaration]] = [:]

    /// Creates an empty set.
    public init() {}

    /// Adds the top-level types of one file.
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
        guard let (name, keyword) = Self.declaredType(statement.item) else { continue }
        declarations[name, default: []].append(Declaration(keyword: keyword, module: module))
      }
    }

    /// The app's declarations of `name`.
    func declarations(named name: String) -> [Declaration] {
      declarations[name] ?? []
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

    private static func declaredType(_ item: CodeBlockItemSyntax.Item) -> (String, String)? {
      guard case .decl(let decl) = item else { return nil }
      if let node = decl.as(ClassDeclSyntax.self) { return (node.name.text, "class") }
      if let node = decl.as(StructDeclSyntax.self) { return (node.name.text, "struct") }
      if let node = decl.as(EnumDeclSyntax.self) { return (node.name.text, "enum") }
      if let node = decl.as(ProtocolDeclSyntax.self) { return (node.name.text, "protocol") }
      if let node = decl.as(TypeAliasDeclSyntax.self) { return (node.name.text, "typealias") }
      if let node = decl.as(ActorDeclSyntax.self) { return (node.name.text, "actor") }
      return nil
    }
  }
#endif
