import Foundation
import RIBsGenerator
import Testing

@Suite struct RIBNameTests {
  @Test(arguments: ["LoggedIn", "A", "Tab2", "SuperPayDashboard"])
  func acceptsTypeNames(name: String) throws {
    #expect(try RIBName(validating: name).value == name)
  }

  @Test(arguments: [
    ("", "it is empty"),
    ("loggedIn", "a type name starts with an upper-case letter (A-Z)"),
    ("2Fast", "a type name starts with an upper-case letter (A-Z)"),
    ("Logged In", "use letters and digits only (A-Z, a-z, 0-9)"),
    ("Logged_In", "use letters and digits only (A-Z, a-z, 0-9)"),
    ("Café", "use letters and digits only (A-Z, a-z, 0-9)"),
    ("LoggedInRouter", "leave out the Router suffix; the files are named after the RIB"),
    ("Self", "it is reserved by Swift"),
  ])
  func refusesOtherNamesWithAReason(name: String, reason: String) {
    #expect(throws: GeneratorError.invalidName(name, reason: reason)) {
      try RIBName(validating: name)
    }
  }

  @Test func aNameTooLongForItsFilesIsRefusedBeforeAnythingIsWritten() throws {
    let longest = "A" + String(repeating: "b", count: RIBName.maximumLength - 1)
    let tooLong = longest + "c"

    #expect(try RIBName(validating: longest).value == longest)
    #expect(
      throws: GeneratorError.invalidName(
        "Abbbbbbbbbbbbbbbbbbb…",
        reason: "it is 101 characters long; the files are named after it, so keep it to 100")
    ) { try RIBName(validating: tooLong) }
  }

  @Test func lowerCamelCaseForProperties() throws {
    #expect(try RIBName(validating: "LoggedIn").lowerCamelCase == "loggedIn")
  }
}

@Suite struct WritingTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("ribs-generator-\(UUID().uuidString)")

  private func plan(view: RIBTemplateOptions.ViewFlavor = .plain) throws -> ([GeneratedFile], [URL])
  {
    let name = try RIBName(validating: "OffGame")
    let files = RIBGenerator.files(
      for: RIBTemplateOptions(name: name, view: view, testsModule: "App"))
    let destinations = RIBGenerator.destinations(
      of: files, name: name, path: root, testsDirectory: root.appendingPathComponent("Tests"))
    return (files, destinations)
  }

  @Test func writesTheRIBInItsFolderAndTheTestsInTheTestsFolder() throws {
    let (files, destinations) = try plan()
    defer { try? FileManager.default.removeItem(at: root) }

    try RIBGenerator.write(files, to: destinations, force: false)

    let paths = destinations.map { $0.path.replacingOccurrences(of: root.path + "/", with: "") }
    #expect(
      paths == [
        "OffGame/OffGameBuilder.swift", "OffGame/OffGameInteractor.swift",
        "OffGame/OffGameRouter.swift", "OffGame/OffGameViewController.swift",
        "TextScreen.swift", "Tests/OffGameInteractorTests.swift", "Tests/OffGameRouterTests.swift",
      ])
    for (file, url) in zip(files, destinations) {
      #expect(try String(contentsOf: url, encoding: .utf8) == file.contents)
    }
  }

  @Test func refusesToOverwriteAndWritesNothing() throws {
    let (files, destinations) = try plan()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: destinations[1].deletingLastPathComponent(), withIntermediateDirectories: true)
    try "mine".write(to: destinations[1], atomically: true, encoding: .utf8)

    #expect(throws: GeneratorError.filesExist([destinations[1].path])) {
      try RIBGenerator.write(files, to: destinations, force: false)
    }

    #expect(try String(contentsOf: destinations[1], encoding: .utf8) == "mine")
    #expect(!FileManager.default.fileExists(atPath: destinations[0].path))
  }

  /// A file where the generator needs a folder, in `root`.
  private func fileInTheWay(named name: String) throws -> URL {
    let file = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "a file, not a folder".write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func aFolderTheFileSystemRefusesIsNamedWithWhyAndWhatWasWrittenBeforeIt() throws {
    let (files, _) = try plan()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = try fileInTheWay(named: "Blocker")
    let fine = root.appendingPathComponent("Fine/OffGameBuilder.swift")
    // A folder inside a file (as `--path` naming a file makes it).
    let refused = blocker.appendingPathComponent("OffGame/OffGameInteractor.swift")

    #expect(
      throws: GeneratorError.cannotWrite(
        blocker.appendingPathComponent("OffGame").path, reason: "Not a directory",
        written: [fine.path])
    ) { try RIBGenerator.write(Array(files.prefix(2)), to: [fine, refused], force: false) }

    #expect(try String(contentsOf: fine, encoding: .utf8) == files[0].contents)
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "a file, not a folder")
  }

  @Test func aFolderNameTakenByAFileIsSaidInWords() throws {
    let (files, _) = try plan()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = try fileInTheWay(named: "OffGame")

    let error = #expect(throws: GeneratorError.self) {
      try RIBGenerator.write(
        [files[0]], to: [blocker.appendingPathComponent("OffGameBuilder.swift")], force: false)
    }

    guard case .cannotWrite(let path, let reason, let written) = error else {
      Issue.record("\(String(describing: error)) is not cannotWrite")
      return
    }
    #expect(path == blocker.path && written.isEmpty)
    #expect(!reason.isEmpty && !reason.contains("Domain") && !reason.hasSuffix("."))
  }

  @Test func forceOverwrites() throws {
    let (files, destinations) = try plan()
    defer { try? FileManager.default.removeItem(at: root) }
    try RIBGenerator.write(files, to: destinations, force: false)
    try "mine".write(to: destinations[0], atomically: true, encoding: .utf8)

    try RIBGenerator.write(files, to: destinations, force: true)

    #expect(try String(contentsOf: destinations[0], encoding: .utf8) == files[0].contents)
  }

  @Test func aSharedFileThatExistsIsLeftAsItIs() throws {
    let (files, destinations) = try plan()
    defer { try? FileManager.default.removeItem(at: root) }
    let shared = try #require(destinations.first { $0.lastPathComponent == "TextScreen.swift" })
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "mine".write(to: shared, atomically: true, encoding: .utf8)

    let written = try RIBGenerator.write(files, to: destinations, force: false)

    #expect(!written.contains(shared))
    #expect(written.count == destinations.count - 1)
    #expect(try String(contentsOf: shared, encoding: .utf8) == "mine")
  }

  @Test func errorsReadAsSentences() {
    #expect(
      GeneratorError.testsNeedModule.description
        == "--tests needs --module <Module>: the module the tests import with @testable import.")
    #expect(
      GeneratorError.filesExist(["/a/B.swift"]).description
        == "These files exist already; nothing was written (use --force to overwrite):\n  /a/B.swift"
    )
    #expect(
      GeneratorError.cannotWrite("/a/B.swift", reason: "Permission denied", written: []).description
        == "Could not write /a/B.swift: Permission denied. Nothing was written.")
    #expect(
      GeneratorError.cannotWrite(
        "/a/B.swift", reason: "No space left on device", written: ["/a/A.swift"]
      )
      .description
        == "Could not write /a/B.swift: No space left on device. Written before it, and kept:\n"
        + "  /a/A.swift")
  }
}

@Suite struct ShapeTests {
  private func name(_ value: String) throws -> RIBName { try RIBName(validating: value) }

  @Test func theChildrenNotWrittenYetAreLeavesOfTheSameViewUnderTheParent() throws {
    let options = RIBTemplateOptions(
      name: try name("Main"), view: .swiftui, testsModule: "App",
      children: RIBChildren(tabs: [try name("Home"), try name("Settings")]))

    let missing = RIBGenerator.missingChildren(of: options) { $0.value == "Home" }

    #expect(missing.map(\.name.value) == ["Settings"])
    #expect(missing.first?.view == .swiftui)
    #expect(missing.first?.parent?.value == "Main")
    #expect(missing.first?.testsModule == "App")
    #expect(missing.first?.children.isEmpty == true)
  }

  @Test func aRootWritesItsLaunchFileAndAPlainViewTheSharedTextScreen() throws {
    let root = RIBTemplateOptions(name: try name("Main"), view: .plain, isRoot: true)
    let files = RIBGenerator.files(for: root)

    #expect(files.map(\.fileName).contains("MainLaunch.swift"))
    #expect(files.first { $0.fileName == "TextScreen.swift" }?.location == .shared)
    #expect(
      !RIBGenerator.files(for: RIBTemplateOptions(name: try name("Main"), view: .uikit))
        .map(\.fileName).contains("TextScreen.swift"))
  }

  @Test func aLeafHostsNoNavigationModel() throws {
    let leaf = RIBGenerator.files(for: RIBTemplateOptions(name: try name("Leaf"), view: .uikit))
    let router = try #require(leaf.first { $0.fileName == "LeafRouter.swift" })

    #expect(!router.contents.contains("RIBPresentation(host:"))
    #expect(!router.contents.contains("import RIBsNavigation"))
  }

  @Test(arguments: [
    (
      RIBTemplateOptions.ViewFlavor.none, true, [String](), [String](), nil as String?,
      "a view-less RIB shows its children in an ancestor's view"
    ),
    (.uikit, true, [], [], "Main", "a root RIB has no parent"),
    (.uikit, false, ["Home"], ["Detail"], nil, "a RIB shows tabs or a stack, not both"),
    (.uikit, false, [], ["Home", "Home"], nil, "Home is named twice"),
    (.uikit, false, ["Shop"], [], nil, "Shop cannot show itself"),
    (.uikit, false, [], [], "Shop", "Shop cannot be its own parent"),
    (.uikit, false, [], ["Cart"], "Cart", "Cart is Shop's parent and cannot be one of its"),
    // A name given twice is said before the shape it would make.
    (.uikit, false, ["Cart"], ["Cart"], nil, "Cart is named twice"),
  ])
  func shapesThatMakeNoRIBAreRefusedWithWhatToChange(
    view: RIBTemplateOptions.ViewFlavor, isRoot: Bool, tabs: [String], stack: [String],
    parent: String?, reason: String
  ) throws {
    let options = RIBTemplateOptions(
      name: try name("Shop"), view: view, parent: try parent.map(name), isRoot: isRoot,
      children: RIBChildren(tabs: try tabs.map(name), stack: try stack.map(name)))

    do {
      try options.validate()
      Issue.record("\(options) was accepted")
    } catch {
      #expect(error.description.hasPrefix("Nothing was written: \(reason)"))
    }
  }

  @Test func aRootNamedAppIsRefusedSinceItsLaunchCodeDeclaresAppComponent() throws {
    let options = RIBTemplateOptions(name: try name("App"), view: .swiftui, isRoot: true)

    let error = #expect(throws: GeneratorError.self) { try options.validate() }

    #expect(
      error?.description.hasPrefix(
        "Nothing was written: a root RIB named App would declare AppComponent twice") == true)
  }
}
