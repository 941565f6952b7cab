import RIBsDependencyGraph

/// One run of ``ParentEditor``: finds the parent's declarations in the files, and collects the
/// insertions for each, file by file.
struct EditSession {
  private let edge: ChildEdge
  private let files: [ParentEditor.File]
  /// The outline of each file that names the parent, by its index in `files`.
  private var outlines: [Int: SourceOutline] = [:]
  private var edits: [Int: [TextEdit]] = [:]
  private var notes: [String] = []
  /// Whether a test file got `<Parent>DependencyMock`, for a router built without a component.
  private var addedDependencyMock = false

  init(edge: ChildEdge, files: [ParentEditor.File]) {
    self.edge = edge
    self.files = files
    for (index, file) in files.enumerated() where file.text.contains(edge.parent.value) {
      outlines[index] = SourceOutline(file.text)
    }
  }

  private var parent: String { edge.parent.value }
  private var child: String { edge.child.value }

  mutating func run() throws(GeneratorError) {
    let interactable = try required("protocol", "\(parent)Interactable")
    let router = try required("class", "\(parent)Router")
    let routerMembers = outline(router.file).members(in: router.declaration.body)
    if routerMembers.contains(where: { $0.name == edge.builderProperty }) {
      throw refusal(
        "\(parent)Router has \(edge.builderProperty) already: \(parent) shows \(child). "
          + "Nothing to wire.")
    }
    let added = [edge.attachedProperty] + edge.routeNames
    if edge.kind == .attach,
      let clash = routerMembers.first(where: { $0.name.map(added.contains) ?? false })?.name
    {
      throw refusal(
        "\(parent)Router has a member named \(clash) already. Rename it, or attach \(child) by "
          + "hand.")
    }
    addInheritance(edge.listenerProtocol, to: interactable)
    try wireBuilder(into: router, members: routerMembers)
    switch edge.kind {
    case .tab: try wireTab(into: router, members: routerMembers)
    case .push, .present: try wireRoutes(into: router, members: routerMembers)
    case .attach: try wireAttachment(into: router, members: routerMembers)
    }
    try wireRouterCalls()
    wireTests()
  }

  func result() -> ParentEditor.Wiring {
    let changes = edits.keys.sorted().compactMap { index -> ParentEditor.Change? in
      guard let fileEdits = edits[index], !fileEdits.isEmpty else { return nil }
      let applied = SourceText(files[index].text).applying(fileEdits)
      return ParentEditor.Change(path: files[index].path, text: applied.text, hunks: applied.hunks)
    }
    return ParentEditor.Wiring(changes: changes, notes: notes)
  }

  // MARK: Finding declarations

  /// A declaration in a file.
  private struct Found {
    let file: Int
    let declaration: SourceOutline.TypeDeclaration
  }

  /// The outline of a file that names the parent (every file the session edits does).
  private func outline(_ file: Int) -> SourceOutline { outlines[file] ?? SourceOutline("") }

  private func find(_ name: String, _ keywords: Set<String>) -> Found? {
    for (file, outline) in outlines.sorted(by: { $0.key < $1.key }) {
      if let declaration = outline.declaration(of: name, as: keywords) {
        return Found(file: file, declaration: declaration)
      }
    }
    return nil
  }

  private func required(_ keyword: String, _ name: String) throws(GeneratorError) -> Found {
    guard let found = find(name, [keyword]) else {
      throw refusal(
        "no \(keyword) \(name) is declared in the project's Swift files. Wire \(child) by hand, or "
          + "check "
          + "the name of the parent (--parent \(parent)).")
    }
    return found
  }

  private func refusal(_ reason: String) -> GeneratorError {
    .invalidShape("\(child) cannot be wired into \(parent)'s files: \(reason)")
  }

  // MARK: Inserting

  private mutating func insert(_ text: String, at offset: Int, in file: Int) {
    edits[file, default: []].append(TextEdit(range: offset..<offset, replacement: text))
  }

  /// Inserts `snippet` as a member after `member`, indented as it is; a blank line between them
  /// when `separated`.
  private mutating func insert(
    _ snippet: String, after member: SourceOutline.Member, in file: Int, separated: Bool
  ) {
    let outline = outline(file)
    let indentation = outline.indentation(of: member.tokens.lowerBound)
    let end = outline.offsets[member.tokens.upperBound].upperBound
    insert(
      (separated ? "\n\n" : "\n") + TemplateText.indented(snippet, by: indentation), at: end,
      in: file)
  }

  /// Inserts `snippet` as the first member of `declaration`'s body.
  private mutating func insertFirst(_ snippet: String, in found: Found) {
    let outline = outline(found.file)
    let brace = outline.offsets[found.declaration.body.lowerBound].upperBound
    let indentation = outline.memberIndentation(ofTypeNamed: found.declaration.name)
    insert("\n" + TemplateText.indented(snippet, by: indentation), at: brace, in: found.file)
  }

  /// Inserts `snippet` after the last member that `matches`, or first in the body when none does.
  private mutating func insert(
    _ snippet: String, in found: Found, separated: Bool,
    after matches: (SourceOutline.Member) -> Bool
  ) {
    let members = outline(found.file).members(in: found.declaration.body)
    if let last = members.last(where: matches) {
      insert(snippet, after: last, in: found.file, separated: separated)
    } else if separated, let last = members.last {
      insert(snippet, after: last, in: found.file, separated: true)
    } else {
      insertFirst(snippet, in: found)
    }
  }

  /// Appends `item` to the list whose items are `items`: on a line of its own when the last item
  /// starts one, or when the line would pass ``maximumLineLength``; else after a comma and a
  /// space.
  ///
  /// A list that shared its opening line with the call and outgrows it is broken as swift-format
  /// breaks it: the items on a line of their own after the bracket, one level in, and the new one
  /// on the next.
  private mutating func append(
    _ item: String, toItems items: [ClosedRange<Int>], in file: Int
  ) {
    guard let first = items.first, let last = items.last else { return }
    let outline = outline(file)
    let end = outline.offsets[last.upperBound].upperBound
    let lineLength = outline.lineEnd(of: end) - outline.lineStart(of: end) - 1
    if outline.tokens[last.lowerBound].startsLine {
      insert(",\n" + outline.indentation(of: last.lowerBound) + item, at: end, in: file)
    } else if lineLength + 2 + item.utf8.count <= Self.maximumLineLength {
      insert(", " + item, at: end, in: file)
    } else if outline.tokens[first.lowerBound].startsLine {
      insert(",\n" + outline.indentation(of: first.lowerBound) + item, at: end, in: file)
    } else {
      let indentation = outline.indentation(of: first.lowerBound) + "  "
      let opening = first.lowerBound - 1
      let opensList =
        opening >= 0
        && (outline.tokens[opening].isSymbol("(") || outline.tokens[opening].isSymbol("["))
      let afterBracket =
        opensList
        ? outline.offsets[opening].upperBound : outline.offsets[first.lowerBound].lowerBound
      insert("\n" + indentation, at: afterBracket, in: file)
      insert(",\n" + indentation + item, at: end, in: file)
    }
  }

  /// The longest line a list grows to before its new item goes on a line of its own: the
  /// generated code's, as swift-format keeps it.
  static let maximumLineLength = 100

  // MARK: The router

  private mutating func addInheritance(_ name: String, to found: Found) {
    let outline = outline(found.file)
    let tokens = outline.tokens
    let open = found.declaration.body.lowerBound
    // The clause ends at the body's brace, or at a `where` before it.
    var end = open
    for index in found.declaration.name..<open where tokens[index].isWord("where") {
      end = index
      break
    }
    let clause = (found.declaration.name + 1)..<end
    if clause.contains(where: { tokens[$0].isWord(name) }) { return }
    guard clause.contains(where: { tokens[$0].isSymbol(":") }) else {
      insert(": " + name, at: outline.offsets[found.declaration.name].upperBound, in: found.file)
      return
    }
    // The children's listeners come before the models' (UserNavigationListener), as generated.
    if let models = clause.first(where: { tokens[$0].isWord("UserNavigationListener") }),
      tokens[models - 1].isSymbol(",")
    {
      insert(name + ", ", at: outline.offsets[models].lowerBound, in: found.file)
    } else {
      insert(", " + name, at: outline.offsets[end - 1].upperBound, in: found.file)
    }
  }

  private mutating func wireBuilder(
    into router: Found, members: [SourceOutline.Member]
  ) throws(GeneratorError) {
    let outline = outline(router.file)
    let tokens = outline.tokens
    func holdsBuilder(_ member: SourceOutline.Member) -> Bool {
      (member.keyword == "let" || member.keyword == "var")
        && member.tokens.contains {
          tokens[$0].kind == .word && tokens[$0].text.hasSuffix("Buildable")
        }
    }
    let declarations = edge.routerStoredProperties.joined(separator: "\n")
    if let last = members.last(where: holdsBuilder) {
      insert(declarations, after: last, in: router.file, separated: false)
    } else {
      insertFirst(declarations, in: router)
    }
    // The initializer that takes the interactor.
    guard
      let initializer = members.first(where: { member in
        member.keyword == "init"
          && member.tokens.contains { tokens[$0].isWord("interactor") }
      }),
      let open = initializer.tokens.first(where: { tokens[$0].isSymbol("(") }),
      let close = outline.closing(open),
      let body = (close..<initializer.tokens.upperBound).first(where: {
        tokens[$0].isSymbol("{")
      }),
      let superInit = (body..<initializer.tokens.upperBound).first(where: {
        $0 + 2 < tokens.count && tokens[$0].isWord("super") && tokens[$0 + 1].isSymbol(".")
          && tokens[$0 + 2].isWord("init")
      })
    else {
      throw refusal(
        "\(parent)Router has no init(interactor:…) that calls super.init, where the child's "
          + "builder is handed over. Add \(edge.builderParameter) to its initializer by hand.")
    }
    append(edge.builderParameter, toItems: outline.items(ofListAt: open), in: router.file)
    // A leaf's `override init(interactor:viewController:)` overrides no more once it takes a
    // builder: the one edit that removes a word.
    if let modifier = initializer.tokens.first(where: { tokens[$0].isWord("override") }),
      modifier < open
    {
      edits[router.file, default: []].append(
        TextEdit(
          range: outline.offsets[modifier].lowerBound..<outline.offsets[modifier + 1].lowerBound,
          replacement: ""))
    }
    insert(
      outline.indentation(of: superInit) + edge.builderAssignment + "\n",
      at: outline.lineStart(of: outline.offsets[superInit].lowerBound), in: router.file)
  }

  private mutating func wireTab(
    into router: Found, members: [SourceOutline.Member]
  ) throws(GeneratorError) {
    let outline = outline(router.file)
    let tokens = outline.tokens
    // `RIBTabs<Tab>(.first, .second, host: self) { tab in switch tab { … } }`
    guard
      let model = members.first(where: { $0.keyword == "var" && $0.name == "tabs" }),
      let type = model.tokens.first(where: {
        $0 + 4 < tokens.count && tokens[$0].isWord("RIBTabs") && tokens[$0 + 1].isSymbol("<")
      }),
      tokens[type + 2].kind == .word, tokens[type + 3].isSymbol(">"),
      tokens[type + 4].isSymbol("(")
    else {
      throw refusal(
        "\(parent)Router has no tabs (a `var tabs = RIBTabs<…>(…)`) to add a tab to. Make "
          + "\(parent) with tabs (ribs new \(parent) --tabs …), or use --push or --present.")
    }
    let tabType = tokens[type + 2].text
    let listOpen = type + 4
    let items = outline.items(ofListAt: listOpen)
    let tabItems = items.filter { tokens[$0.lowerBound].isSymbol(".") }
    guard let lastTab = tabItems.last, let listClose = outline.closing(listOpen),
      let switchCase = lastCase(
        inSwitchAfter: listClose, before: model.tokens.upperBound, in: outline)
    else {
      throw refusal(
        "\(parent)Router's tabs are not listed as `RIBTabs<\(tabType)>(.a, .b, host: self) "
          + "{ tab in switch tab { … } }`, the shape ribs writes. Add the \(edge.tabCase) tab by "
          + "hand.")
    }
    insert(
      ", .\(edge.tabCase)", at: outline.offsets[lastTab.upperBound].upperBound, in: router.file)
    insert(edge.tabBuildCase, after: switchCase, in: router.file, separated: false)
    try wireTabEnumeration(tabType)
  }

  /// The last `case` of the first `switch` between two tokens, as the member it is.
  private func lastCase(
    inSwitchAfter start: Int, before end: Int, in outline: SourceOutline
  ) -> SourceOutline.Member? {
    guard let word = (start..<end).first(where: { outline.tokens[$0].isWord("switch") }),
      let open = (word..<end).first(where: { outline.tokens[$0].isSymbol("{") }),
      let close = outline.closing(open)
    else { return nil }
    return outline.members(in: open...close).last { $0.keyword == "case" }
  }

  private mutating func wireTabEnumeration(_ tabType: String) throws(GeneratorError) {
    guard let enumeration = find(tabType, ["enum"]) else {
      throw refusal("no enum \(tabType), the tabs' type, is declared in the project's files.")
    }
    let outline = outline(enumeration.file)
    let members = outline.members(in: enumeration.declaration.body)
    guard let cases = members.last(where: { $0.keyword == "case" }) else {
      throw refusal("enum \(tabType) has no case to add \(edge.tabCase) after.")
    }
    insert(
      ", " + edge.tabCase, at: outline.offsets[cases.tokens.upperBound].upperBound,
      in: enumeration.file)
    // The title: its `switch self`, when it has one. Another property that switches over the
    // tabs is the developer's: the compiler stops there, and the note says so first.
    for member in members where member.keyword == "var" {
      guard
        let lastCase = lastCase(
          inSwitchAfter: member.tokens.lowerBound, before: member.tokens.upperBound, in: outline)
      else { continue }
      if member.name == "title" {
        insert(edge.tabTitleCase, after: lastCase, in: enumeration.file, separated: false)
      } else if let name = member.name {
        notes.append(
          "\(tabType).\(name) switches over the tabs: add its case for .\(edge.tabCase).")
      }
    }
  }

  private mutating func wireRoutes(
    into router: Found, members: [SourceOutline.Member]
  ) throws(GeneratorError) {
    let model = edge.kind == .push ? "stack" : "presentation"
    guard members.contains(where: { $0.keyword == "var" && $0.name == model }) else {
      let type = edge.kind == .push ? "RIBStack" : "RIBPresentation"
      let option = edge.kind == .push ? "--stack" : "--presents"
      throw refusal(
        "\(parent)Router has no \(model) (a `var \(model) = \(type)(…)`) to "
          + "\(edge.kind == .push ? "push \(child) on" : "present \(child) with"). Make \(parent) "
          + "with one (ribs new \(parent) \(option) …), or use "
          + (edge.kind == .push ? "--present" : "--push") + " or --tab.")
    }
    let routerMethods = edge.routerMethods.joined(separator: "\n\n")
    insert(routerMethods, in: router, separated: true) { _ in true }
    try wireRoutingRequirements()
    let interactor = try required("class", "\(parent)Interactor")
    insert(edge.interactorMethods.joined(separator: "\n\n"), in: interactor, separated: true) {
      $0.keyword == "func"
        && ($0.name?.hasPrefix("show") == true || $0.name?.hasSuffix("DidFinish") == true)
    }
    if let requirement = edge.presentableListenerRequirement,
      let listener = find("\(parent)PresentableListener", ["protocol"])
    {
      insert(requirement, in: listener, separated: false) {
        $0.keyword == "func" && $0.name?.hasPrefix("show") == true
      }
      wireView(besides: router)
    }
  }

  /// The routes in `<Parent>Routing`, after its last method.
  private mutating func wireRoutingRequirements() throws(GeneratorError) {
    let routing = try required("protocol", "\(parent)Routing")
    insert(edge.routingRequirements.joined(separator: "\n"), in: routing, separated: false) {
      $0.keyword == "func"
    }
  }

  /// An attached child: the router attaches it when it loads (in its `didLoad()`, which it gets
  /// if it has none), and `attach…()` and `detach…()` join `<Parent>Routing` for the interactor.
  private mutating func wireAttachment(
    into router: Found, members: [SourceOutline.Member]
  ) throws(GeneratorError) {
    let outline = outline(router.file)
    let tokens = outline.tokens
    var methods = edge.routerMethods
    if let didLoad = members.first(where: { $0.keyword == "func" && $0.name == "didLoad" }) {
      let statement = edge.loadStatement
      guard let open = didLoad.tokens.first(where: { tokens[$0].isSymbol("{") }),
        let close = outline.closing(open)
      else {
        throw refusal(
          "\(parent)Router's didLoad() has no body to attach \(child) in. Call "
            + "attach\(child)() from it by hand.")
      }
      if let last = outline.members(in: open...close).last {
        insert(statement, after: last, in: router.file, separated: false)
      } else {
        // An empty body, or one on the line of its braces: the call on a line of its own before
        // the closing brace.
        let indentation = outline.indentation(of: didLoad.tokens.lowerBound)
        insert(
          "\n" + indentation + "  " + statement + "\n" + indentation,
          at: outline.offsets[close].lowerBound, in: router.file)
      }
    } else {
      methods.insert(edge.didLoadOverride, at: 0)
    }
    insert(methods.joined(separator: "\n\n"), in: router, separated: true) { _ in true }
    try wireRoutingRequirements()
  }

  /// Copies, for the child, each line of the parent's view that asks for a sibling: a command, a
  /// button, a menu item.
  private mutating func wireView(besides router: Found) {
    let routerOutline = outline(router.file)
    // The router's other children, by their builders' properties: `detailBuilder` is Detail.
    let siblings = routerOutline.members(in: router.declaration.body).compactMap { member in
      member.name.flatMap { name -> RIBName? in
        guard name.hasSuffix("Builder"), name != edge.builderProperty else { return nil }
        let lower = name.dropLast("Builder".count)
        return try? RIBName(validating: lower.prefix(1).uppercased() + lower.dropFirst())
      }
    }
    let folder = Self.folder(of: files[router.file].path)
    var copied = false
    for sibling in siblings.reversed() where !copied {
      for file in outlines.keys.sorted()
      where Self.folder(of: files[file].path) == folder && isViewFile(file) {
        copied = copyLines(askingFor: sibling, in: file) || copied
      }
    }
    if !copied {
      notes.append(
        "\(parent)'s view has no line that asks for another child to copy: call "
          + "listener?.show\(child)() where the user asks for \(child).")
    }
  }

  /// The folder part of a path: all but its last component.
  private static func folder(of path: String) -> Substring {
    path.lastIndex(of: "/").map { path[..<$0] } ?? ""
  }

  /// Whether the file, in the router's folder, is one of the parent's views: it names the
  /// presentable listener or `<Parent>Presentable`, and declares neither the router nor the
  /// interactor.
  private func isViewFile(_ file: Int) -> Bool {
    let outline = outline(file)
    let tokens = outline.tokens
    let namesPresentable = tokens.contains {
      $0.isWord("\(parent)Presentable") || $0.isWord("\(parent)PresentableListener")
    }
    return namesPresentable
      && outline.declaration(of: "\(parent)Interactor", as: ["class"]) == nil
      && outline.declaration(of: "\(parent)Router", as: ["class"]) == nil
  }

  /// Copies each run of lines that calls `show<Sibling>()` or reads `"<sibling>: open <Sibling>"`
  /// (outside the presentable listener's declaration), with the child's names.
  private mutating func copyLines(askingFor sibling: RIBName, in file: Int) -> Bool {
    let outline = outline(file)
    let tokens = outline.tokens
    let skipped = outline.declaration(of: "\(parent)PresentableListener", as: ["protocol"])?.body
    var anchors: [Int] = []
    for (index, token) in tokens.enumerated() where !(skipped?.contains(index) ?? false) {
      let isCall =
        token.isWord("show\(sibling.value)") && index + 1 < tokens.count
        && tokens[index + 1].isSymbol("(")
      let isLine =
        token.kind == .literal
        && outline.source(index...index) == "\"\(sibling.lowerCamelCase): open \(sibling.value)\""
      if isCall || isLine { anchors.append(index) }
    }
    var copiedLines: Set<Int> = []
    for anchor in anchors {
      let lines: Range<Int>
      if let item = arrayItem(around: anchor, in: outline) {
        let itemStart = outline.offsets[item.lowerBound].lowerBound
        guard tokens[item.lowerBound].startsLine else {
          // An item among others on its line: its copy goes after it, on the same line.
          guard copiedLines.insert(itemStart).inserted else { continue }
          let copy = Self.renamed(outline.source(item), from: sibling, to: edge.child)
          insert(", " + copy, at: outline.offsets[item.upperBound].upperBound, in: file)
          continue
        }
        lines =
          outline.lineStart(
            of: itemStart)..<outline.lineEnd(of: outline.offsets[item.upperBound].lowerBound)
      } else {
        lines = balancedLines(around: anchor, in: outline)
      }
      guard copiedLines.insert(lines.lowerBound).inserted else { continue }
      let original = outline.source(lines)
      let copy = Self.renamed(original, from: sibling, to: edge.child)
      insert(copy, at: lines.upperBound, in: file)
    }
    return !anchors.isEmpty
  }

  /// The item that holds the token `anchor` in the array literal around it: a button among a
  /// stack's subviews, a line among a screen's.
  private func arrayItem(around anchor: Int, in outline: SourceOutline) -> ClosedRange<Int>? {
    let tokens = outline.tokens
    var depth = 0
    var index = anchor
    while index > 0 {
      index -= 1
      let token = tokens[index]
      guard token.kind == .symbol else { continue }
      switch token.text {
      case ")", "]", "}": depth += 1
      case "(", "{": depth = max(depth - 1, 0)
      case "[" where depth > 0: depth -= 1
      case "[":
        return outline.items(ofListAt: index).first { $0.contains(anchor) }
      default: break
      }
    }
    return nil
  }

  /// The whole lines around the token `anchor` whose brackets balance: the anchor's line, and the
  /// lines before or after it that open or close its brackets.
  private func balancedLines(around anchor: Int, in outline: SourceOutline) -> Range<Int> {
    let tokens = outline.tokens
    var first = anchor
    while first > 0, !tokens[first].startsLine { first -= 1 }
    var last = anchor
    while last + 1 < tokens.count, !tokens[last + 1].startsLine { last += 1 }
    func balance(_ range: ClosedRange<Int>) -> Int {
      range.reduce(0) { sum, index in
        let token = tokens[index]
        if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { return sum + 1 }
        if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { return sum - 1 }
        return sum
      }
    }
    // Closes more than it opens: take the lines above; opens more: the lines below.
    while balance(first...last) < 0, first > 0 {
      first -= 1
      while first > 0, !tokens[first].startsLine { first -= 1 }
    }
    while balance(first...last) > 0, last + 1 < tokens.count {
      last += 1
      while last + 1 < tokens.count, !tokens[last + 1].startsLine { last += 1 }
    }
    // A trailing comma of the last line belongs to the copy too.
    return outline.lineStart(
      of: outline.offsets[first].lowerBound)..<outline.lineEnd(of: outline.offsets[last].lowerBound)
  }

  /// `text` with the sibling's names made the child's: `showDetail` → `showEditor`,
  /// `"detail"` → `"editor"`, `open Detail` → `open Editor`.
  static func renamed(_ text: String, from sibling: RIBName, to child: RIBName) -> String {
    text
      .replacing("show\(sibling.value)", with: "show\(child.value)")
      .replacing("\"\(sibling.lowerCamelCase)", with: "\"\(child.lowerCamelCase)")
      .replacing("\"\(sibling.value)\"", with: "\"\(child.value)\"")
      .replacing("open \(sibling.value)\"", with: "open \(child.value)\"")
  }

  // MARK: The router's callers

  /// Hands the child's builder to every call of the router's initializer: the builder's, the
  /// tests'.
  private mutating func wireRouterCalls() throws(GeneratorError) {
    var found = false
    for file in outlines.keys.sorted() {
      let outline = outline(file)
      let tokens = outline.tokens
      for (index, token) in tokens.enumerated()
      where token.isWord("\(parent)Router") && index + 1 < tokens.count
        && tokens[index + 1].isSymbol("(")
        && !(index > 0 && (tokens[index - 1].isWord("class") || tokens[index - 1].isSymbol(":")))
      {
        let items = outline.items(ofListAt: index + 1)
        guard items.contains(where: { tokens[$0.lowerBound].isWord("interactor") }) else {
          continue
        }
        guard
          let component = componentArgument(of: items, in: outline)
            ?? componentVariable(before: index, in: outline) ?? testComponent(in: file)
        else {
          let line = tokens[index].line
          throw refusal(
            "the call of \(parent)Router(…) at \(files[file].path):\(line) hands over no "
              + "child's builder made with a component (`xBuilder: XBuilder(dependency: "
              + "component)`), so the component to build \(child) with is unknown. Add "
              + "\(edge.builderArgument(component: "<the component>")) there by hand.")
        }
        append(edge.builderArgument(component: component), toItems: items, in: file)
        found = true
      }
    }
    if !found {
      notes.append(
        "No call of \(parent)Router(interactor:…) was found: hand it "
          + "\(edge.builderArgument(component: "component")) where it is built.")
    }
  }

  /// The parent's component the code before the token `call` makes, as a builder does: `let
  /// component = HomeComponent(dependency: dependency)` gives `component`.
  ///
  /// Only a declaration in scope at the call counts: one in a block that closed before it (another
  /// function, a closure, an `if`) is passed over.
  private func componentVariable(before call: Int, in outline: SourceOutline) -> String? {
    let tokens = outline.tokens
    // How many blocks that closed before the call the scan, going backwards, is inside.
    var closedBlocks = 0
    for index in stride(from: call - 1, through: 3, by: -1) {
      if tokens[index].isSymbol("}") {
        closedBlocks += 1
      } else if tokens[index].isSymbol("{") {
        closedBlocks = max(0, closedBlocks - 1)
      } else if closedBlocks == 0, tokens[index].isWord("\(parent)Component"), index + 1 < call,
        tokens[index + 1].isSymbol("("), tokens[index - 1].isSymbol("="),
        tokens[index - 3].isWord("let"), tokens[index - 2].kind == .word
      {
        return tokens[index - 2].text
      }
    }
    return nil
  }

  /// A component for the router's initializer in a test file with none at hand.
  ///
  /// `HomeComponent(dependency: HomeDependencyMock())`, with the mock declared at the end of the
  /// file when the project has none; `nil` for a file that is not a test.
  private mutating func testComponent(in file: Int) -> String? {
    let outline = outline(file)
    let tokens = outline.tokens
    let isTest = tokens.indices.contains { index in
      tokens[index].isWord("import") && index + 1 < tokens.count
        && (tokens[index + 1].isWord("Testing") || tokens[index + 1].isWord("XCTest"))
    }
    guard isTest else { return nil }
    let mock = "\(parent)DependencyMock"
    if find(mock, ["class", "struct"]) == nil, !addedDependencyMock {
      addedDependencyMock = true
      let end = outline.text.utf8.count
      let separator = outline.text.hasSuffix("\n") ? "\n" : "\n\n"
      let members = dependencyMockMembers(mock, in: files[file].path)
      let body = members.isEmpty ? "{}" : "{\n" + members.map { "  " + $0 + "\n" }.joined() + "}"
      insert(separator + "final class \(mock): \(parent)Dependency \(body)\n", at: end, in: file)
    }
    return "\(parent)Component(dependency: \(mock)())"
  }

  /// What `<Parent>DependencyMock` gives for each property `<Parent>Dependency` requires.
  ///
  /// A mock the project declares for its type (`var loggedInViewController: any
  /// LoggedInViewControllable { LoggedInViewControllableMock() }`, as a view-less parent's
  /// dependency requires). A requirement without one is left to the developer, with a note.
  private mutating func dependencyMockMembers(_ mock: String, in path: String) -> [String] {
    guard let dependency = find("\(parent)Dependency", ["protocol"]) else { return [] }
    let outline = outline(dependency.file)
    let tokens = outline.tokens
    var members: [String] = []
    for member in outline.members(in: dependency.declaration.body) where member.keyword == "var" {
      guard let name = member.name,
        let colon = member.tokens.first(where: { tokens[$0].isSymbol(":") }),
        let brace = member.tokens.first(where: { tokens[$0].isSymbol("{") }), colon + 1 < brace
      else { continue }
      let type = outline.source((colon + 1)...(brace - 1))
      let typeName = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
      if find(typeName + "Mock", ["class", "struct"]) != nil {
        members.append("var \(name): \(type) { \(typeName)Mock() }")
      } else {
        notes.append(
          "\(mock) in \(path) needs \(name): \(type), which \(parent)Dependency requires: "
            + "give it one.")
      }
    }
    return members
  }

  /// The component a sibling's builder is made with, in the arguments `items`:
  /// `homeBuilder: HomeBuilder(dependency: component)` gives `component`.
  private func componentArgument(
    of items: [ClosedRange<Int>], in outline: SourceOutline
  ) -> String? {
    let tokens = outline.tokens
    for item in items.reversed() {
      guard item.count > 4, tokens[item.lowerBound].text.hasSuffix("Builder"),
        tokens[item.lowerBound + 1].isSymbol(":"),
        tokens[item.lowerBound + 2].text.hasSuffix("Builder"),
        tokens[item.lowerBound + 3].isSymbol("(")
      else { continue }
      let arguments = outline.items(ofListAt: item.lowerBound + 3)
      guard let dependency = arguments.first, tokens[dependency.lowerBound].isWord("dependency"),
        dependency.count > 2
      else { continue }
      return outline.source((dependency.lowerBound + 2)...dependency.upperBound)
    }
    return nil
  }

  // MARK: The tests

  private mutating func wireTests() {
    if let routerTests = find("\(parent)RouterTests", ["struct", "class"]) {
      insert(edge.routerTest, in: routerTests, separated: true) { $0.isTest }
      // Tests written before: a count of all the router's children grows by the attached one.
      let tokens = outline(routerTests.file).tokens
      if edge.kind == .attach,
        routerTests.declaration.body.contains(where: { index in
          index + 2 < tokens.count && tokens[index].isWord("children")
            && tokens[index + 1].isSymbol(".") && tokens[index + 2].isWord("count")
        })
      {
        notes.append(
          "\(parent)RouterTests counts \(parent)Router's children (children.count): once it "
            + "loads, \(child) is one more.")
      }
    }
    if let mock = find("\(parent)RoutingMock", ["class"]), !edge.routingMockMethods.isEmpty {
      // After the other routes the mock records, with the record when it has none (a view-less
      // parent's mock counts cleanupViews() only).
      let members = outline(mock.file).members(in: mock.declaration.body)
      let record = members.contains { $0.name == "calls" } ? [] : [ChildEdge.routingMockRecord]
      let prefixes = ["route", "attach", "detach"]
      insert(
        (record + edge.routingMockMethods).joined(separator: "\n"), in: mock, separated: false
      ) { member in
        member.keyword == "func" && prefixes.contains { member.name?.hasPrefix($0) == true }
      }
    }
    guard edge.kind.isRequested else { return }
    if let interactorTests = find("\(parent)InteractorTests", ["struct", "class"]) {
      insert(edge.interactorTests.joined(separator: "\n\n"), in: interactorTests, separated: true) {
        $0.isTest
      }
    }
    if let mock = find("\(parent)InteractableMock", ["class"]),
      let method = edge.interactableMockMethod
    {
      insert(method, in: mock, separated: false) {
        $0.keyword == "func" && $0.name?.hasSuffix("DidFinish") == true
      }
    }
  }
}
