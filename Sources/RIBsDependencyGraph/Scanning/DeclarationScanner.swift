/// Reads the declarations the dependency graph needs from Swift source: protocols and their
/// property requirements, classes, structs and extensions with their properties and what they
/// conform to, typealiases, imports, and the calls that hand a component to a builder or a
/// component.
///
/// It reads tokens, not a syntax tree: one pass, no recursion (any nesting depth is read), and any
/// text is read without trapping. What it cannot read (a property whose type is inferred, a handover
/// of a value it cannot name) it says so in what it returns, and the graph reports it.
enum DeclarationScanner {
  /// The declarations of `source`, the text of the file at `path`.
  static func scan(_ source: String, path: String) -> ScannedFile {
    // A generated file is written from the graph, not read into it.
    guard !source.hasPrefix(GlueWriter.header) else {
      return ScannedFile(path: path, imports: [], types: [], typealiases: [], handovers: [])
    }
    var scanner = Scanner(tokens: SwiftTokenizer.tokens(of: source), path: path)
    scanner.run()
    return scanner.file
  }

  /// Words that may stand before a declaration without being one.
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
    "override",
    "lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating", "convenience", "required",
    "dynamic", "indirect", "optional", "isolated", "distributed", "consuming", "borrowing",
  ]

  private static let accessWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open",
  ]

  /// Every word ``Scanner/readWord(_:)`` does something with but call a handover.
  private static let readWords: Set<String> = modifiers.union([
    "protocol", "struct", "enum", "actor", "extension", "class", "import", "typealias",
    "associatedtype", "var", "let", "init", "func", "subscript", "deinit",
  ])

  /// Words that start a declaration on a new line, which ends a type written before it.
  private static let declarationStarts: Set<String> = modifiers.union([
    "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "case",
    "class", "struct", "enum", "protocol", "extension", "actor", "import", "return", "if", "guard",
  ])

  private struct Scanner {
    /// What a brace opens.
    enum Scope {
      case file
      /// The body of a type declaration, at `types[index]`.
      case type(index: Int)
      /// A function's body, an accessor, a closure, or any other block, with the names bound in
      /// it to a type.
      case body(bindings: [String: String])
    }

    let tokens: [SwiftToken]
    var file: ScannedFile
    var index = 0
    var scopes: [Scope] = [.file]
    /// The access word read before the next declaration.
    var pendingAccess: String?
    /// The attributes read before the next declaration.
    var pendingAttributes: [String] = []

    init(tokens: [SwiftToken], path: String) {
      self.tokens = tokens
      file = ScannedFile(path: path, imports: [], types: [], typealiases: [], handovers: [])
    }

    func token(_ offset: Int = 0) -> SwiftToken? {
      index + offset < tokens.count ? tokens[index + offset] : nil
    }

    func location(of token: SwiftToken) -> SourceLocation {
      SourceLocation(file: file.path, line: token.line)
    }

    /// The innermost type whose body encloses the current token.
    var enclosingTypeIndex: Int? {
      for scope in scopes.reversed() {
        if case .type(let index) = scope { return index }
      }
      return nil
    }

    var isInTypeBody: Bool {
      if case .type = scopes.last { return true }
      return false
    }

    var isAtFileScope: Bool {
      if case .file = scopes.last { return true }
      return false
    }

    // MARK: The pass

    mutating func run() {
      while let current = token() {
        switch current.kind {
        case .literal:
          index += 1
        case .symbol:
          readSymbol(current)
        case .word:
          readWord(current)
        }
      }
    }

    mutating func readSymbol(_ current: SwiftToken) {
      switch current.text {
      case "{":
        scopes.append(.body(bindings: [:]))
        index += 1
      case "}":
        if scopes.count > 1 { scopes.removeLast() }
        index += 1
      case "@":
        skipAttribute()
      case "#":
        skipDirective()
      default:
        index += 1
      }
    }

    mutating func readWord(_ current: SwiftToken) {
      let word = current.text
      // Most words are names in bodies: one lookup tells them from the words read here.
      if !DeclarationScanner.readWords.contains(word) {
        if token(1)?.isSymbol("(") == true, readHandover(callee: word) { return }
        index += 1
        pendingAccess = nil
        pendingAttributes = []
        return
      }
      if DeclarationScanner.accessWords.contains(word) {
        pendingAccess = word
        index += 1
        // `private(set)`, `public(set)`.
        if token()?.isSymbol("(") == true { skipBalanced() }
        return
      }
      if DeclarationScanner.modifiers.contains(word) {
        index += 1
        return
      }
      switch word {
      case "protocol", "struct", "enum", "actor", "extension":
        readTypeDeclaration(ScannedFile.TypeDeclaration.Kind(rawValue: word) ?? .struct)
      case "class":
        // `class func`, `class var`: a modifier.
        if let next = token(1), next.kind == .word,
          !["func", "var", "let", "subscript", "init"].contains(next.text)
        {
          readTypeDeclaration(.class)
        } else {
          index += 1
        }
      case "import" where isAtFileScope:
        readImport()
      case "typealias":
        readTypealias()
      case "associatedtype":
        if let typeIndex = enclosingTypeIndex, isInTypeBody {
          file.types[typeIndex].hasAssociatedTypes = true
        }
        index += 1
      case "var", "let":
        readVariable()
      case "init" where index > 0 && tokens[index - 1].isSymbol("."):
        // `XComponent.init(parent: …)`, or `.init(…)`: a call, not a declaration.
        let named = index > 1 && tokens[index - 2].kind == .word ? tokens[index - 2].text : nil
        if let named, token(1)?.isSymbol("(") == true, readHandover(callee: named) { return }
        index += 1
      case "init":
        readInitializer()
      case "func", "subscript", "deinit":
        skipFunctionSignature()
      default:
        if token(1)?.isSymbol("(") == true, readHandover(callee: word) { return }
        index += 1
      }
      pendingAccess = nil
      pendingAttributes = []
    }

    // MARK: Declarations

    mutating func readTypeDeclaration(_ kind: ScannedFile.TypeDeclaration.Kind) {
      let keyword = tokens[index]
      let access = pendingAccess
      let attributes = pendingAttributes
      pendingAccess = nil
      pendingAttributes = []
      index += 1
      guard var name = token().flatMap({ $0.kind == .word ? $0.text : nil }) else { return }
      index += 1
      while token()?.isSymbol(".") == true, let part = token(1), part.kind == .word {
        name += "." + part.text
        index += 2
      }
      if token()?.isSymbol("<") == true { skipAngles() }
      var inherited: [String] = []
      if token()?.isSymbol(":") == true {
        index += 1
        inherited = readTypeList()
      }
      // A where clause, up to the body.
      while let current = token(), !current.isSymbol("{"), !current.isSymbol("}") {
        if current.isSymbol("(") || current.isSymbol("[") {
          skipBalanced()
        } else {
          index += 1
        }
      }
      guard token()?.isSymbol("{") == true else { return }
      index += 1
      file.types.append(
        ScannedFile.TypeDeclaration(
          kind: kind, name: name, inherited: inherited, access: access, attributes: attributes,
          properties: [], hasAssociatedTypes: false, initializerParameters: [:],
          location: location(of: keyword)))
      scopes.append(.type(index: file.types.count - 1))
    }

    mutating func readImport() {
      index += 1
      // `import struct Module.Type`, `import Module`.
      if let kind = token(), kind.kind == .word,
        ["struct", "class", "enum", "protocol", "func", "var", "typealias", "actor"].contains(
          kind.text)
      {
        index += 1
      }
      if let module = token(), module.kind == .word {
        file.imports.append(module.text)
        index += 1
      }
    }

    mutating func readTypealias() {
      index += 1
      guard let name = token(), name.kind == .word else { return }
      index += 1
      if token()?.isSymbol("<") == true { skipAngles() }
      guard token()?.isSymbol("=") == true else { return }
      index += 1
      if let type = readType(), isAtFileScope || isInTypeBody {
        file.typealiases.append((name.text, type))
      }
    }

    mutating func readVariable() {
      let keyword = tokens[index]
      index += 1
      guard let name = token(), name.kind == .word else { return }
      index += 1
      if case .body(var bindings) = scopes.last {
        // A local: `let component = XComponent(…)` or `let component: XComponent = …`.
        if token()?.isSymbol(":") == true {
          index += 1
          if let type = readType() { bindings[name.text] = type }
        } else if token()?.isSymbol("=") == true, let value = token(1), value.kind == .word,
          token(2)?.isSymbol("(") == true
        {
          bindings[name.text] = value.text
        }
        scopes[scopes.count - 1] = .body(bindings: bindings)
        return
      }
      guard let typeIndex = enclosingTypeIndex, isInTypeBody else { return }
      var type: String?
      if token()?.isSymbol(":") == true {
        index += 1
        type = readType()
      }
      file.types[typeIndex].properties.append(
        DeclaredProperty(name: name.text, type: type, location: location(of: keyword)))
    }

    /// Reads an initializer's `dependency:` and `parent:` parameters, then skips the rest of its
    /// signature.
    mutating func readInitializer() {
      guard let typeIndex = enclosingTypeIndex, isInTypeBody else { return skipFunctionSignature() }
      index += 1
      if token()?.isSymbol("?") == true || token()?.isSymbol("!") == true { index += 1 }
      if token()?.isSymbol("<") == true { skipAngles() }
      guard token()?.isSymbol("(") == true else { return skipFunctionSignature() }
      index += 1
      // Each parameter: a label, maybe a name, `:`, a type; up to the closing parenthesis.
      while let label = token(), !label.isSymbol(")"), !label.isSymbol("{"), !label.isSymbol("}") {
        var colon = 1
        if token(1)?.kind == .word { colon = 2 }
        guard label.kind == .word, token(colon)?.isSymbol(":") == true else {
          index += 1
          continue
        }
        index += colon + 1
        while let attribute = token(), attribute.isSymbol("@") { skipAttribute() }
        pendingAttributes = []
        let type = readType()
        if let type, ["dependency", "parent"].contains(label.text),
          file.types[typeIndex].initializerParameters[label.text] == nil
        {
          file.types[typeIndex].initializerParameters[label.text] = type
        }
        // A default value, up to the next parameter.
        var depth = 0
        while let current = token() {
          if depth == 0, current.isSymbol(",") || current.isSymbol(")") { break }
          if current.isSymbol("{") || current.isSymbol("}") { break }
          if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
          if current.isSymbol(")") || current.isSymbol("]") { depth -= 1 }
          index += 1
        }
        if token()?.isSymbol(",") == true { index += 1 }
      }
      if token()?.isSymbol(")") == true { index += 1 }
      skipFunctionSignature(fromParameters: true)
    }

    /// Skips a function's name, parameters and effects, up to its body, which the pass then
    /// enters, or to the end of a requirement without one.
    mutating func skipFunctionSignature(fromParameters: Bool = false) {
      let start = fromParameters ? index - 1 : index
      if !fromParameters { index += 1 }
      while let current = token() {
        if current.isSymbol("{") { return }
        if current.isSymbol("}") { return }
        if index > start + 1, current.startsLine, current.kind == .word,
          DeclarationScanner.declarationStarts.contains(current.text)
        {
          return
        }
        if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("<") {
          current.isSymbol("<") ? skipAngles() : skipBalanced()
        } else {
          index += 1
        }
      }
    }

    // MARK: Handovers

    /// Reads `Callee(dependency: argument` or `Callee(parent: argument`, if that is what follows.
    ///
    /// - Returns: Whether it read one.
    mutating func readHandover(callee: String) -> Bool {
      guard let label = token(2), label.kind == .word,
        ["dependency", "parent"].contains(label.text),
        token(3)?.isSymbol(":") == true
      else { return false }
      let call = tokens[index]
      index += 4
      let argument: ScannedFile.Handover.Argument
      if let first = token(), first.kind == .word, let after = token(1),
        after.isSymbol(",") || after.isSymbol(")")
      {
        argument =
          first.text == "self" ? .selfValue : .name(first.text, boundTo: binding(of: first.text))
      } else if let first = token(), first.kind == .word, token(1)?.isSymbol("(") == true {
        argument = .construction(first.text)
      } else {
        argument = .other
      }
      file.handovers.append(
        ScannedFile.Handover(
          callee: callee, label: label.text, argument: argument,
          enclosingType: enclosingTypeIndex.map { file.types[$0].name },
          location: location(of: call)))
      return true
    }

    /// The type `name` is bound to in the blocks around the current token.
    func binding(of name: String) -> String? {
      for scope in scopes.reversed() {
        switch scope {
        case .body(let bindings):
          if let type = bindings[name] { return type }
        case .type, .file:
          return nil
        }
      }
      return nil
    }

    // MARK: Types as written

    /// Reads a comma-separated list of types, up to a body or a where clause.
    mutating func readTypeList() -> [String] {
      var types: [String] = []
      while let type = readType(stoppingAtWhere: true) {
        types.append(type)
        guard token()?.isSymbol(",") == true else { break }
        index += 1
      }
      return types
    }

    /// Reads a type, up to what cannot continue it: `{`, `=`, `,`, `;`, `}` outside brackets, or a
    /// line that starts another declaration.
    mutating func readType(stoppingAtWhere: Bool = false) -> String? {
      var parts: [SwiftToken] = []
      var depth = 0
      while let current = token() {
        if depth == 0 {
          if current.kind == .symbol, ["{", "=", ",", ";", "}", ")", "]"].contains(current.text) {
            break
          }
          if stoppingAtWhere, current.isWord("where") { break }
          if current.isSymbol(">") { break }
          if !parts.isEmpty, current.startsLine, let last = parts.last,
            !last.isSymbol("->"), !last.isSymbol("&"), !current.isSymbol("->"),
            !current.isSymbol("&"), !current.isSymbol("."), !current.isSymbol("?")
          {
            break
          }
        }
        if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("<") { depth += 1 }
        if current.isSymbol(")") || current.isSymbol("]") || current.isSymbol(">") { depth -= 1 }
        parts.append(current)
        index += 1
      }
      return parts.isEmpty ? nil : TypeText.spelled(parts)
    }

    // MARK: Skipping

    mutating func skipAttribute() {
      index += 1
      if let name = token(), name.kind == .word {
        pendingAttributes.append(name.text)
        index += 1
      }
      if token()?.isSymbol("(") == true, token()?.startsLine == false { skipBalanced() }
    }

    /// Skips `#if`, `#elseif`, `#else`, `#endif` and their conditions; both branches are read.
    mutating func skipDirective() {
      index += 1
      guard let name = token(), name.kind == .word,
        ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"].contains(name.text)
      else { return }
      index += 1
      while let current = token(), !current.startsLine { index += 1 }
    }

    /// Skips a bracketed group that starts at the current token, to its closing bracket.
    mutating func skipBalanced() {
      var depth = 0
      while let current = token() {
        if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
        if current.isSymbol(")") || current.isSymbol("]") { depth -= 1 }
        index += 1
        if depth <= 0 { return }
        if current.isSymbol("{") || current.isSymbol("}") { return }
      }
    }

    /// Skips generic parameters or arguments, `<…>`.
    mutating func skipAngles() {
      var depth = 0
      while let current = token() {
        if current.isSymbol("<") { depth += 1 }
        if current.isSymbol(">") { depth -= 1 }
        if current.isSymbol("{") || current.isSymbol("}") { return }
        index += 1
        if depth <= 0 { return }
      }
    }
  }
}
