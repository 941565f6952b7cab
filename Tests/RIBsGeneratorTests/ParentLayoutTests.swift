import RIBsGenerator
import Testing

/// What `ribs new <Child> --parent <Parent>` takes from the parent's files when `--path`, `--view`,
/// `--tests` or `--module` is not given: the child goes beside the parent, drawn and tested as it
/// is (built and run in `.ci/check-generator`).
@Suite struct ParentLayoutTests {
  /// Home as generated, its RIB files in `Sources/App/Home` and its tests in `Tests/AppTests`.
  private func home(view: RIBTemplateOptions.ViewFlavor) throws -> [ParentEditor.File] {
    let options = RIBTemplateOptions(
      name: try RIBName(validating: "Home"), view: view, testsModule: "App")
    return RIBGenerator.files(for: options).map { file in
      let folder = file.location == .tests ? "Tests/AppTests" : "Sources/App/Home"
      return ParentEditor.File(path: "\(folder)/\(file.fileName)", text: file.contents)
    }
  }

  @Test(arguments: [RIBTemplateOptions.ViewFlavor.plain, .uikit, .swiftui, .swiftuiHosted])
  func aChildGoesBesideItsParentDrawnAndTestedAsItIs(view: RIBTemplateOptions.ViewFlavor) throws {
    let layout = ParentLayout.of(try RIBName(validating: "Home"), in: try home(view: view))

    #expect(
      layout
        == ParentLayout(
          folder: "Sources/App", view: view, testsFolder: "Tests/AppTests", testsModule: "App"))
  }

  @Test func aViewLessParentWithoutTestsSaysOnlyWhereItIs() throws {
    let files = try home(view: .none).filter { !$0.path.hasPrefix("Tests/") }

    let layout = ParentLayout.of(try RIBName(validating: "Home"), in: files)

    #expect(
      layout == ParentLayout(folder: "Sources/App", view: nil, testsFolder: nil, testsModule: nil))
  }

  /// Uber's templates put a RIB's files in a folder of its name; a project that does not gets the
  /// child in the parent's folder.
  @Test func aParentOutsideAFolderOfItsNameHasItsChildrenBesideIt() throws {
    let files = [
      ParentEditor.File(path: "App/RIBs/HomeBuilder.swift", text: "final class HomeBuilder {}")
    ]

    let layout = ParentLayout.of(try RIBName(validating: "Home"), in: files)

    #expect(layout?.folder == "App/RIBs")
  }

  @Test(arguments: [
    "@testable import App", "@testable @preconcurrency import App", "@testable import App  // why",
  ])
  func theTestsModuleIsTheOneTheParentsTestsImport(line: String) throws {
    let files = [
      ParentEditor.File(path: "App/Home/HomeBuilder.swift", text: "final class HomeBuilder {}"),
      ParentEditor.File(path: "AppTests/HomeRouterTests.swift", text: "import Testing\n\(line)\n"),
    ]

    let layout = ParentLayout.of(try RIBName(validating: "Home"), in: files)

    #expect(layout?.testsFolder == "AppTests")
    #expect(layout?.testsModule == "App")
  }

  @Test func aParentDeclaredTwiceOrNowhereHasNoLayout() throws {
    let home = try RIBName(validating: "Home")
    let twice = [
      ParentEditor.File(path: "A/Home/HomeBuilder.swift", text: "final class HomeBuilder {}"),
      ParentEditor.File(path: "B/Home/HomeBuilder.swift", text: "final class HomeBuilder {}"),
    ]
    let lookalike = [
      ParentEditor.File(path: "A/Home/HomeBuilderTests.swift", text: "class HomeBuilderTests {}")
    ]

    #expect(ParentLayout.of(home, in: twice) == nil)
    #expect(ParentLayout.of(home, in: lookalike) == nil)
  }
}
