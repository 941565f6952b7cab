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
        "Tests/OffGameInteractorTests.swift", "Tests/OffGameRouterTests.swift",
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

  @Test func forceOverwrites() throws {
    let (files, destinations) = try plan()
    defer { try? FileManager.default.removeItem(at: root) }
    try RIBGenerator.write(files, to: destinations, force: false)
    try "mine".write(to: destinations[0], atomically: true, encoding: .utf8)

    try RIBGenerator.write(files, to: destinations, force: true)

    #expect(try String(contentsOf: destinations[0], encoding: .utf8) == files[0].contents)
  }

  @Test func errorsReadAsSentences() {
    #expect(
      GeneratorError.testsNeedModule.description
        == "--tests needs --module <Module>: the module the tests import with @testable import.")
    #expect(
      GeneratorError.filesExist(["/a/B.swift"]).description
        == "These files exist already; nothing was written (use --force to overwrite):\n  /a/B.swift"
    )
  }
}
