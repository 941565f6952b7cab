import RIBsGenerator
import Testing

/// `ribs new <Child> --parent <Parent> --tab`, `--push`, `--present`: the parent's files, as
/// generated, edited to show one more child.
///
/// The strongest check there is: the edited parent reads exactly as the parent generated with
/// the child from the start (so it builds and its tests pass as the generated ones do, which
/// `.ci/check-generator` runs), and every line of it before the edit is still there, in order.
@Suite struct ParentEditorTests {
  static let views: [RIBTemplateOptions.ViewFlavor] = [.plain, .uikit, .swiftui, .swiftuiHosted]

  @Test(arguments: views, ChildEdge.Kind.allCases)
  func aParentGivenAChildReadsAsTheParentGeneratedWithIt(
    view: RIBTemplateOptions.ViewFlavor, kind: ChildEdge.Kind
  ) throws {
    let (parent, isRoot, siblings, child): (String, Bool, [String], String) =
      switch kind {
      case .tab: ("Root", true, ["Home", "Settings"], "Archive")
      case .push: ("Home", false, ["Detail"], "Editor")
      case .present: ("Home", false, ["Compose"], "Share")
      }
    func children(_ names: [String]) throws -> RIBChildren {
      let names = try names.map { try RIBName(validating: $0) }
      return switch kind {
      case .tab: RIBChildren(tabs: names)
      case .push: RIBChildren(stack: names)
      case .present: RIBChildren(presented: names)
      }
    }
    let before = try Self.parent(parent, view: view, children(siblings), isRoot: isRoot)
    let after = try Self.parent(parent, view: view, children(siblings + [child]), isRoot: isRoot)

    let wiring = try ParentEditor.wire(Self.edge(parent, child, kind), into: before)

    try Self.expect(wiring, turns: before, into: after)
    #expect(wiring.notes.isEmpty)
  }

  @Test func theUsersOwnCodeAroundTheParentsDeclarationsStays() throws {
    // A comment and a string that look like the declarations, and a member of the user's own.
    let (files, router) = try Self.editing("HomeRouter.swift", of: Self.home()) {
      "// final class HomeRouter { init(interactor: x) { super.init() } }\n"
        + "let decoy = \"protocol HomeInteractable: X {\"\n"
        + $0.replacing(
          "  // MARK: HomeRouting\n", with: "  // MARK: HomeRouting\n\n  func userOwn() {}\n")
    }

    let wiring = try ParentEditor.wire(Self.edge("Home", "Editor", .push), into: files)

    let edited = try #require(wiring.changes.first { $0.path.hasSuffix("HomeRouter.swift") })
    #expect(edited.text.hasPrefix(router.prefix(120)))
    #expect(edited.text.contains("func userOwn() {}"))
    #expect(edited.text.contains("DetailListener, EditorListener, UserNavigationListener {"))
    #expect(Self.onlyInserts(of: router, in: edited.text))
  }

  @Test func aTabEnumerationsOtherSwitchesAreLeftToTheDeveloperWithANote() throws {
    let (files, _) = try Self.editing("RootRouter.swift", of: Self.root()) {
      $0.replacing(
        "  /// The tab's title in the tab bar.\n",
        with: "  var icon: String {\n    switch self {\n    case .home: \"house\"\n    }\n  }\n\n"
          + "  /// The tab's title in the tab bar.\n")
    }

    let wiring = try ParentEditor.wire(Self.edge("Root", "Archive", .tab), into: files)

    let edited = try #require(wiring.changes.first { $0.path.hasSuffix("RootRouter.swift") })
    #expect(edited.text.contains("case .home: \"house\"\n    }"))
    #expect(edited.text.contains("case .archive: \"Archive\""))
    #expect(wiring.notes == ["RootTab.icon switches over the tabs: add its case for .archive."])
  }

  @Test func aRouterCutShortIsRefusedNotReadPastItsEnd() throws {
    let (files, _) = try Self.editing("RootRouter.swift", of: Self.root()) { text in
      let cut = try #require(text.firstRange(of: "RIBTabs<RootTab>(")).lowerBound
      return String(text[..<cut]) + "RIBTabs<RootTab> }"
    }

    #expect(throws: GeneratorError.self) {
      try ParentEditor.wire(Self.edge("Root", "Archive", .tab), into: files)
    }
  }

  @Test func aParentWithoutTheModelIsRefusedWithWhatToDo() throws {
    let leaf = try Self.parent("Home", view: .plain, RIBChildren())
    #expect(
      throws: GeneratorError.invalidShape(
        "Editor cannot be wired into Home's files: HomeRouter has no stack (a `var stack = "
          + "RIBStack(…)`) to push Editor on. Make Home with one (ribs new Home --stack …), or "
          + "use --present or --tab.")
    ) { try ParentEditor.wire(Self.edge("Home", "Editor", .push), into: leaf) }
    #expect(
      throws: GeneratorError.invalidShape(
        "Archive cannot be wired into Home's files: HomeRouter has no tabs (a `var tabs = "
          + "RIBTabs<…>(…)`) to add a tab to. Make Home with tabs (ribs new Home --tabs …), or "
          + "use --push or --present.")
    ) { try ParentEditor.wire(Self.edge("Home", "Archive", .tab), into: leaf) }
  }

  @Test func aChildTheParentShowsAlreadyIsRefused() throws {
    let files = try Self.home()
    #expect(
      throws: GeneratorError.invalidShape(
        "Detail cannot be wired into Home's files: HomeRouter has detailBuilder already: Home "
          + "shows Detail. Nothing to wire.")
    ) { try ParentEditor.wire(Self.edge("Home", "Detail", .push), into: files) }
  }

  @Test func aParentThatIsNotThereIsRefused() throws {
    let files = try Self.home()
    #expect(
      throws: GeneratorError.invalidShape(
        "Editor cannot be wired into Nope's files: no protocol NopeInteractable is declared in "
          + "the project's Swift files. Wire Editor by hand, or check the name of the parent "
          + "(--parent Nope).")
    ) { try ParentEditor.wire(Self.edge("Nope", "Editor", .push), into: files) }
  }

  @Test func aRouterBuiltWithoutAComponentIsRefusedAtThatLine() throws {
    let (files, _) = try Self.editing("HomeBuilder.swift", of: Self.home()) {
      $0.replacing(
        "detailBuilder: DetailBuilder(dependency: component)", with: "detailBuilder: detail")
    }

    let error = #expect(throws: GeneratorError.self) {
      try ParentEditor.wire(Self.edge("Home", "Editor", .push), into: files)
    }
    if let error {
      #expect(error.description.contains("the call of HomeRouter(…) at Home/HomeBuilder.swift:"))
      #expect(
        error.description.contains("editorBuilder: EditorBuilder(dependency: <the component>)"))
    }
  }

  // MARK: Support

  static func names(_ names: String...) throws -> [RIBName] {
    try names.map { try RIBName(validating: $0) }
  }

  static func edge(_ parent: String, _ child: String, _ kind: ChildEdge.Kind) throws -> ChildEdge {
    ChildEdge(
      parent: try RIBName(validating: parent), child: try RIBName(validating: child), kind: kind)
  }

  /// The files `ribs new` writes for the parent, with its tests: the RIB's in `<Name>/`, the tests
  /// in `Tests/`.
  static func parent(
    _ name: String, view: RIBTemplateOptions.ViewFlavor, _ children: RIBChildren,
    isRoot: Bool = false
  ) throws -> [ParentEditor.File] {
    let options = RIBTemplateOptions(
      name: try RIBName(validating: name), view: view, testsModule: "App", isRoot: isRoot,
      children: children)
    return RIBGenerator.files(for: options).map { file in
      let folder = file.location == .tests ? "Tests" : name
      return ParentEditor.File(path: "\(folder)/\(file.fileName)", text: file.contents)
    }
  }

  /// Home, a plain RIB that pushes Detail, as generated.
  static func home() throws -> [ParentEditor.File] {
    try parent("Home", view: .plain, RIBChildren(stack: names("Detail")))
  }

  /// Root, a plain root with one tab, Home, as generated.
  static func root() throws -> [ParentEditor.File] {
    try parent("Root", view: .plain, RIBChildren(tabs: names("Home")), isRoot: true)
  }

  /// `files` with the text of the one named `name` changed by `edit`, and that text.
  static func editing(
    _ name: String, of files: [ParentEditor.File], _ edit: (String) throws -> String
  ) throws -> (files: [ParentEditor.File], text: String) {
    var files = files
    let index = try #require(files.firstIndex { $0.path.hasSuffix("/" + name) })
    files[index].text = try edit(files[index].text)
    return (files, files[index].text)
  }

  /// Expects the changes to make `before` read as `after`, keeping every line of each file.
  static func expect(
    _ wiring: ParentEditor.Wiring, turns before: [ParentEditor.File],
    into after: [ParentEditor.File]
  ) throws {
    for file in before {
      let expected = try #require(after.first { $0.path == file.path }).text
      let edited = wiring.changes.first { $0.path == file.path }?.text ?? file.text
      // Up to line breaks: a one-line list (a plain view's one child line, as swift-format wants
      // it) gets the new item on that line, where the generator writes two items a line each.
      #expect(Self.unwrapped(edited) == Self.unwrapped(expected), "\(file.path)")
      #expect(onlyInserts(of: file.text, in: edited), "\(file.path)")
    }
  }

  /// `text` without its spaces and line breaks, and without a comma before a closing bracket.
  static func unwrapped(_ text: String) -> String {
    text.filter { !$0.isWhitespace }.replacing(",]", with: "]")
  }

  /// Whether `edited` is `original` with text inserted, none taken away: every character of
  /// `original` is in `edited`, in the same order.
  static func onlyInserts(of original: String, in edited: String) -> Bool {
    var rest = edited.utf8[...]
    for byte in original.utf8 {
      guard let found = rest.firstIndex(of: byte) else { return false }
      rest = rest[rest.index(after: found)...]
    }
    return true
  }
}
