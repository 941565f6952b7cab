/// The Xcode file templates `ribs xcode-templates install` writes: every shape and view
/// `ribs new` makes, as a group `RIBs` in File > New > File from Template….
///
/// ``RIBGenerator`` writes each variant for stand-in names, and each spelling of a stand-in is
/// then replaced by the placeholder Xcode fills in from the options sheet: what Xcode writes is
/// what `ribs new` writes for the same name and choices, so the two cannot drift apart.
public enum XcodeTemplateCatalog {
  /// The templates, in the order Xcode lists them: a RIB, its tests, a view-less RIB, its tests,
  /// and the parent's component extension of hand-written wiring.
  public static let templates: [XcodeTemplate] = [
    rib, ribTests, viewlessRIB, viewlessRIBTests, componentExtension,
  ]

  // MARK: - The templates

  /// A RIB with a view: for each view, role and wiring, the files of `ribs new`.
  static var rib: XcodeTemplate {
    XcodeTemplate(
      name: "RIB",
      summary:
        "A RIB with a view: builder, interactor, router and view, for Swift 6 (RIBs, "
        + "RIBsNavigation and the view's product).",
      sortOrder: 1,
      options: [
        .name, .view, .role, .wiring,
        .lowerCamelName(
          for: "its listener's method (loggedInDidFinish)", onlyWhen: whenPushedOrPresented),
      ],
      variants: RIBChoice.all.map { choice in
        let options = choice.options(testsModule: nil)
        let files = RIBGenerator.files(for: options).filter {
          $0.location == .ribFolder || ($0.location == .shared && options.isRoot)
        }
        return variant(choice.values, files)
      })
  }

  /// The tests of a RIB with a view, for its test target.
  static var ribTests: XcodeTemplate {
    XcodeTemplate(
      name: "RIB Unit Tests",
      summary:
        "The interactor's and the router's tests of a RIB with a view, with its mocks, for the "
        + "test target (Swift Testing).",
      sortOrder: 2,
      options: [
        .name, .view, .role, .wiring, .moduleName,
        .lowerCamelName(
          for: "its listener's method (loggedInDidFinish)", onlyWhen: whenPushedOrPresented),
      ],
      variants: RIBChoice.all.map { choice in
        let options = choice.options(testsModule: StandIn.module)
        return variant(
          choice.values, RIBGenerator.files(for: options).filter { $0.location == .tests })
      })
  }

  /// A view-less RIB, with the parent's component extension that gives it the view it shows its
  /// children in.
  static var viewlessRIB: XcodeTemplate {
    XcodeTemplate(
      name: "View-less RIB",
      summary:
        "A RIB without a view of its own: builder, interactor, router, and the parent's component "
        + "extension that gives it the view it shows its children in.",
      sortOrder: 3,
      options: [
        .name, .parentName, .wiring,
        .lowerCamelName(for: "the view it shows its children in (loggedInViewController)"),
      ],
      variants: DependencyWiring.choices.map { wiring in
        let options = RIBTemplateOptions(
          name: StandIn.name, view: .none, parent: StandIn.parent, wiring: wiring)
        return variant(
          [wiring.choice], RIBGenerator.files(for: options).filter { $0.location == .ribFolder })
      })
  }

  /// The tests of a view-less RIB, for its test target.
  static var viewlessRIBTests: XcodeTemplate {
    XcodeTemplate(
      name: "View-less RIB Unit Tests",
      summary:
        "The interactor's and the router's tests of a view-less RIB, with its mocks, for the "
        + "test target (Swift Testing).",
      sortOrder: 4,
      options: [.name, .wiring, .moduleName],
      variants: DependencyWiring.choices.map { wiring in
        let options = RIBTemplateOptions(
          name: StandIn.name, view: .none, parent: StandIn.parent, wiring: wiring,
          testsModule: StandIn.module)
        return variant(
          [wiring.choice], RIBGenerator.files(for: options).filter { $0.location == .tests })
      })
  }

  /// `<Parent>Component+<Name>.swift` of hand-written wiring: the parent's component conforms to
  /// the child's dependency, as Uber's templates write it.
  static var componentExtension: XcodeTemplate {
    let file = RIBGenerator.componentExtension(
      of: StandIn.name, parent: StandIn.parent, wiring: .byHand)
    return XcodeTemplate(
      name: "Component Extension",
      summary:
        "The parent's component extension that provides a RIB's dependency, for wiring written "
        + "by hand.",
      sortOrder: 5,
      options: [.name, .parentName],
      variants: [variant([], file.map { [$0] } ?? [])])
  }

  /// A RIB's code names its lower-camel-case name only when its parent pushes or presents it.
  private static let whenPushedOrPresented = XcodeTemplateOption.Condition(
    option: XcodeTemplateOption.role.identifier,
    values: [XcodeTemplateOption.Role.pushedOrPresented.rawValue])

  // MARK: - Stand-in names

  /// The names the generator writes the templates for, each replaced by a placeholder after.
  ///
  /// No word of the generated code contains them.
  enum StandIn {
    static let name = RIBName(known: "Xqzname")
    static let parent = RIBName(known: "Xqzparent")
    static let module = "Xqzmodule"
  }

  /// Each stand-in's spellings in a file's text, and the placeholder Xcode fills in instead.
  static let textPlaceholders = [
    ("Xqzname", "___VARIABLE_productName:identifier___"),
    ("xqzname", "___VARIABLE_lowerCamelName:identifier___"),
    ("Xqzparent", "___VARIABLE_parentName:identifier___"),
    ("Xqzmodule", "___VARIABLE_moduleName:identifier___"),
  ]

  /// Each stand-in's spelling in a file's name, and the placeholder: Xcode names the files after
  /// `productName` with `___FILEBASENAME___`.
  static let fileNamePlaceholders = [
    ("Xqzname", "___FILEBASENAME___"),
    ("Xqzparent", "___VARIABLE_parentName___"),
  ]

  private static func variant(_ choices: [String], _ files: [GeneratedFile])
    -> XcodeTemplate.Variant
  {
    XcodeTemplate.Variant(
      choices: choices,
      files: files.map { file in
        XcodeTemplate.File(
          name: replacing(fileNamePlaceholders, in: file.fileName),
          contents: replacing(textPlaceholders, in: file.contents))
      })
  }

  private static func replacing(_ placeholders: [(String, String)], in text: String) -> String {
    placeholders.reduce(text) { text, pair in text.replacing(pair.0, with: pair.1) }
  }
}

/// One choice of the RIB template's menus: the view, the role and the wiring.
private struct RIBChoice {
  var view: XcodeTemplateOption.ViewChoice
  var role: XcodeTemplateOption.Role
  var wiring: DependencyWiring

  static var all: [RIBChoice] {
    XcodeTemplateOption.ViewChoice.allCases.flatMap { view in
      XcodeTemplateOption.Role.allCases.flatMap { role in
        DependencyWiring.choices.map { RIBChoice(view: view, role: role, wiring: $0) }
      }
    }
  }

  /// The menus' values, in the order of the options.
  var values: [String] { [view.rawValue, role.rawValue, wiring.choice] }

  func options(testsModule: String?) -> RIBTemplateOptions {
    RIBTemplateOptions(
      name: XcodeTemplateCatalog.StandIn.name, view: view.flavor, wiring: wiring,
      testsModule: testsModule, isRoot: role == .root, finishes: role == .pushedOrPresented)
  }
}
