import RIBsGenerator
import Testing

/// `ribs new <Child> --parent <Parent> --tab`, `--push`, `--present`, `--attach`: the parent's
/// files, as generated, edited to show one more child.
///
/// The strongest check there is: the edited parent reads exactly as the parent generated with
/// the child from the start (so it builds and its tests pass as the generated ones do, which
/// `.ci/check-generator` runs), and every line of it before the edit is still there, in order.
/// An attached child has no generated shape to compare with: its edits are checked as text
/// here, and built and tested in `.ci/check-generator`.
@Suite struct ParentEditorTests {
  static let views: [RIBTemplateOptions.ViewFlavor] = [.plain, .uikit, .swiftui, .swiftuiHosted]

  @Test(arguments: views, [ChildEdge.Kind.tab, .push, .present])
  func aParentGivenAChildReadsAsTheParentGeneratedWithIt(
    view: RIBTemplateOptions.ViewFlavor, kind: ChildEdge.Kind
  ) throws {
    let (parent, isRoot, siblings, child): (String, Bool, [String], String) =
      switch kind {
      case .tab: ("Root", true, ["Home", "Settings"], "Archive")
      case .push: ("Home", false, ["Detail"], "Editor")
      case .present: ("Home", false, ["Compose"], "Share")
      case .attach: throw Unexpected.kind(kind)
      }
    func children(_ names: [String]) throws -> RIBChildren {
      let names = try names.map { try RIBName(validating: $0) }
      return switch kind {
      case .tab: RIBChildren(tabs: names)
      case .push: RIBChildren(stack: names)
      case .present: RIBChildren(presented: names)
      case .attach: throw Unexpected.kind(kind)
      }
    }
    let before = try Self.parent(parent, view: view, children(siblings), isRoot: isRoot)
    let after = try Self.parent(parent, view: view, children(siblings + [child]), isRoot: isRoot)

    let wiring = try ParentEditor.wire(Self.edge(parent, child, kind), into: before)

    try Self.expect(wiring, turns: before, into: after)
    #expect(wiring.notes.isEmpty)
  }

  @Test(arguments: views)
  func aViewlessChildIsAttachedWhenTheLeafParentLoads(view: RIBTemplateOptions.ViewFlavor) throws {
    let before = try Self.parent("Home", view: view, RIBChildren())

    let wiring = try ParentEditor.wire(Self.edge("Home", "Flow", .attach), into: before)

    let router = try Self.changed("Home/HomeRouter.swift", in: wiring)
    #expect(router.contains("protocol HomeInteractable: Interactable, FlowListener {"))
    #expect(
      router.contains(
        """
          private let flowBuilder: any FlowBuildable
          /// Flow, while Home has it attached.
          private var flow: (any FlowRouting)?
        """))
    // The leaf's initializer overrides no more: it takes the builder.
    #expect(!router.contains("override init("))
    #expect(
      router.contains(
        """
            interactor: any HomeInteractable, viewController: any HomeViewControllable,
            flowBuilder: any FlowBuildable
          ) {
            self.flowBuilder = flowBuilder
            super.init(
        """))
    #expect(
      router.contains(
        """
          override func didLoad() {
            super.didLoad()
            attachFlow()
          }

          func attachFlow() {
            guard flow == nil else { return }
            let flow = flowBuilder.build(withListener: interactor)
            self.flow = flow
            attachChild(flow)
          }

          func detachFlow() {
            guard let flow else { return }
            detachChild(flow)
            self.flow = nil
          }
        """))
    let routing = try Self.changed("Home/HomeInteractor.swift", in: wiring)
    #expect(routing.contains("func attachFlow()\n  func detachFlow()\n"))
    // The builder hands over the component it makes; the tests, one on a dependency mock.
    // The call, too long for its line now, is broken as swift-format breaks it.
    #expect(
      try Self.changed("Home/HomeBuilder.swift", in: wiring).contains(
        """
            return HomeRouter(
              interactor: interactor, viewController: view.viewController,
              flowBuilder: FlowBuilder(dependency: component))
        """))
    let tests = try Self.changed("Tests/HomeRouterTests.swift", in: wiring)
    #expect(
      tests.contains(
        "flowBuilder: FlowBuilder(dependency: HomeComponent(dependency: HomeDependencyMock())))"))
    #expect(tests.hasSuffix("\n\nfinal class HomeDependencyMock: HomeDependency {}\n"))
    #expect(tests.contains("@Test func loadingAttachesFlowOnce() throws {"))
    // Every line stays, but for the word `override`; no line passes 100 columns.
    for change in wiring.changes {
      let original = try #require(before.first { $0.path == change.path }).text
      #expect(
        Self.onlyInserts(of: original.replacing("override init(", with: "init("), in: change.text),
        "\(change.path)")
      #expect(change.text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(change.path)")
    }
    #expect(wiring.notes.isEmpty)
  }

  @Test func aComponentMadeInAnotherFunctionIsNotHandedToTheRouter() throws {
    let (files, _) = try Self.editing(
      "HomeRouterTests.swift", of: Self.parent("Home", view: .plain, RIBChildren())
    ) {
      $0.replacing(
        "@Suite struct HomeRouterTests {\n",
        with: "@Suite struct HomeRouterTests {\n  func unrelated() {\n"
          + "    let component = HomeComponent(dependency: StubDependency())\n"
          + "    _ = component\n  }\n\n")
    }

    let wiring = try ParentEditor.wire(Self.edge("Home", "Flow", .attach), into: files)

    // `component` is another function's: the call gets a component of its own.
    let tests = try Self.changed("Tests/HomeRouterTests.swift", in: wiring)
    #expect(!tests.contains("FlowBuilder(dependency: component)"))
    #expect(
      tests.contains(
        "flowBuilder: FlowBuilder(dependency: HomeComponent(dependency: HomeDependencyMock())))"))
  }

  @Test func anAttachedChildJoinsTheParentsOwnDidLoadAndRoutes() throws {
    let (files, _) = try Self.editing("HomeRouter.swift", of: Self.home()) {
      $0.replacing(
        "  // MARK: HomeRouting\n",
        with: "  override func didLoad() {\n    super.didLoad()\n    userOwn()\n  }\n\n"
          + "  // MARK: HomeRouting\n")
    }

    let wiring = try ParentEditor.wire(Self.edge("Home", "Flow", .attach), into: files)

    let router = try Self.changed("Home/HomeRouter.swift", in: wiring)
    #expect(router.contains("    userOwn()\n    attachFlow()\n  }"))
    #expect(router.ranges(of: "func didLoad()").count == 1)
    #expect(router.contains("DetailListener, FlowListener, UserNavigationListener {"))
    // The routing mock records the new routes after the others.
    let mock = try Self.changed("Tests/HomeInteractorTests.swift", in: wiring)
    #expect(
      mock.contains(
        """
          func routeAwayFromDetail() { calls.append("routeAwayFromDetail") }
          func attachFlow() { calls.append("attachFlow") }
          func detachFlow() { calls.append("detachFlow") }
        """))
    // Home's builder and tests had a component already: no mock is added.
    #expect(!wiring.changes.contains { $0.text.contains("HomeDependencyMock()))") })
  }

  @Test(arguments: [
    ("{}", "{\n    attachFlow()\n  }"),
    ("{ super.didLoad() }", "{ super.didLoad() \n    attachFlow()\n  }"),
  ])
  func aDidLoadWithoutALinePerStatementGetsTheCallOnALineOfItsOwn(
    body: String, expected: String
  ) throws {
    let (files, _) = try Self.editing("HomeRouter.swift", of: Self.home()) {
      $0.replacing(
        "  // MARK: HomeRouting\n",
        with: "  override func didLoad() \(body)\n\n  // MARK: HomeRouting\n")
    }

    let wiring = try ParentEditor.wire(Self.edge("Home", "Flow", .attach), into: files)

    let router = try Self.changed("Home/HomeRouter.swift", in: wiring)
    #expect(router.contains("  override func didLoad() \(expected)\n"))
  }

  @Test func aViewlessParentsTestMocksGetWhatAttachingNeeds() throws {
    let before = try Self.parent("LoggedIn", view: .none, RIBChildren())

    let wiring = try ParentEditor.wire(Self.edge("LoggedIn", "Flow", .attach), into: before)

    // The dependency mock provides the view the parent's dependency requires, from its mock.
    #expect(
      try Self.changed("Tests/LoggedInRouterTests.swift", in: wiring).hasSuffix(
        """

        final class LoggedInDependencyMock: LoggedInDependency {
          var loggedInViewController: any LoggedInViewControllable { LoggedInViewControllableMock() }
        }

        """))
    // The view-less routing mock counted cleanupViews() only: it gets the record of routes.
    #expect(
      try Self.changed("Tests/LoggedInInteractorTests.swift", in: wiring).contains(
        """
        final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {
          private(set) var calls: [String] = []
          func attachFlow() { calls.append("attachFlow") }
          func detachFlow() { calls.append("detachFlow") }
        """))
    #expect(wiring.notes.isEmpty)
  }

  @Test func testsThatCountTheParentsChildrenAreNamedInANote() throws {
    let (files, _) = try Self.editing("RootRouterTests.swift", of: Self.root()) {
      $0.replacing(
        "    #expect(router.tabs.selectedRouter is any HomeRouting)\n",
        with: "    #expect(router.tabs.selectedRouter is any HomeRouting)\n"
          + "    #expect(router.children.count == 1)\n")
    }

    let wiring = try ParentEditor.wire(Self.edge("Root", "Session", .attach), into: files)

    #expect(
      wiring.notes == [
        "RootRouterTests counts RootRouter's children (children.count): once it loads, Session "
          + "is one more."
      ])
  }

  @Test func anAttachedChildWhoseNamesTheRouterHasIsRefused() throws {
    let (files, _) = try Self.editing("HomeRouter.swift", of: Self.home()) {
      $0.replacing("  // MARK: HomeRouting\n", with: "  var flow = 0\n\n  // MARK: HomeRouting\n")
    }
    #expect(
      throws: GeneratorError.invalidShape(
        "Flow cannot be wired into Home's files: HomeRouter has a member named flow already. "
          + "Rename it, or attach Flow by hand.")
    ) { try ParentEditor.wire(Self.edge("Home", "Flow", .attach), into: files) }
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
        "detailBuilder: DetailBuilder(dependency: component)", with: "detailBuilder: detail"
      )
      .replacing("let component = HomeComponent(", with: "let component = makeComponent(")
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

  enum Unexpected: Error {
    case kind(ChildEdge.Kind)
  }

  /// The new text of the file at `path`, which the wiring must change.
  static func changed(_ path: String, in wiring: ParentEditor.Wiring) throws -> String {
    try #require(wiring.changes.first { $0.path == path }, "\(path) unchanged").text
  }

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
