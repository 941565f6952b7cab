import Foundation
import RIBsGenerator
import Testing

/// `ribs new app`: the package it writes, and the apps it refuses.
///
/// `.ci/check-generator` builds, tests and runs the apps; `.ci/check-apple-apis` and
/// `.ci/check-ios-sdk-generator` type-check them for iOS.
@Suite struct AppGeneratorTests {
  let folder = URL(fileURLWithPath: "/apps/Todo")

  private func options(
    _ name: String = "Todo", view: RIBTemplateOptions.ViewFlavor = .plain,
    framework: AppTemplateOptions.FrameworkLocation = .path("/src/RIBs-Swift6"),
    project: AppTemplateOptions.ProjectFormat = .xcodeProject
  ) throws -> AppTemplateOptions {
    AppTemplateOptions(
      name: try RIBName(validating: name), view: view, framework: framework, project: project)
  }

  private func relativePaths(_ options: AppTemplateOptions) -> [String] {
    AppGenerator.plan(options, in: folder).destinations.map {
      String($0.path.dropFirst(folder.path.count + 1))
    }
  }

  @Test func anAppIsAPackageWithItsRIBsTheirTestsAndAnEntryPoint() throws {
    let paths = relativePaths(try options())

    #expect(
      Array(paths.prefix(4)) == [
        "Package.swift", "README.md", ".gitignore", "Sources/Todo/TodoApp.swift",
      ])
    for rib in ["Root", "Home", "Settings", "Detail", "Compose"] {
      #expect(paths.contains("Sources/Todo/\(rib)/\(rib)Router.swift"))
      #expect(paths.contains("Tests/TodoTests/\(rib)RouterTests.swift"))
      #expect(paths.contains("Tests/TodoTests/\(rib)InteractorTests.swift"))
    }
    #expect(paths.contains("Sources/Todo/Root/RootLaunch.swift"))
    #expect(paths.filter { $0.hasSuffix("TextScreen.swift") } == ["Sources/Todo/TextScreen.swift"])
    #expect(Set(paths).count == paths.count)
  }

  @Test func theRIBsAreARootWithTwoTabsAPushedScreenAndASheet() throws {
    let ribs = try options().ribs
    let root = try #require(ribs.first)
    let home = try #require(ribs.first { $0.name.value == "Home" })

    #expect(root.isRoot)
    #expect(root.children.tabs.map(\.value) == ["Home", "Settings"])
    #expect(home.children.stack.map(\.value) == ["Detail"])
    #expect(home.children.presented.map(\.value) == ["Compose"])
    #expect(ribs.allSatisfy { $0.testsModule == "Todo" && $0.view == .plain })
    for rib in ribs { try rib.validate() }
  }

  @Test func theManifestNamesTheFrameworkAsSwiftPMDoes() throws {
    let byPath = manifest(of: try options())
    #expect(byPath.contains(#".package(path: "/src/RIBs-Swift6", traits: [])"#))
    #expect(byPath.contains(#".product(name: "RIBsNavigation", package: "RIBs-Swift6")"#))
    #expect(byPath.contains(#".product(name: "RIBsTesting", package: "RIBs-Swift6")"#))
    #expect(!byPath.contains("RIBsUIKit"))

    let byURL = manifest(
      of:
        try options(
          view: .uikit, framework: .url("https://example.com/team/ribs.git", from: "0.2.0")))
    #expect(
      byURL.contains(
        #".package(url: "https://example.com/team/ribs.git", from: "0.2.0", traits: [])"#))
    #expect(byURL.contains(#".product(name: "RIBsUIKit", package: "ribs")"#))
    #expect(byURL.contains("platforms: [.iOS(.v16)]"))
  }

  @Test func aTerminalAppsEntryPointIsItsMain() throws {
    let plan = AppGenerator.plan(try options(view: .plain), in: folder)
    let entry = try #require(plan.files.first { $0.fileName == "Sources/Todo/TodoApp.swift" })

    #expect(entry.contents.contains("@main"))
    #expect(entry.contents.contains("static func main() async"))
    #expect(!plan.files.contains { $0.fileName.hasPrefix("Xcode/") })
    #expect(manifest(of: try options(view: .plain)).contains(".executableTarget("))
  }

  @Test(arguments: [
    (RIBTemplateOptions.ViewFlavor.swiftui, "public struct TodoApp: App", "TodoApp"),
    (.uikit, "configuration.delegateClass = RootSceneDelegate.self", "TodoAppDelegate"),
    (.swiftuiHosted, "configuration.delegateClass = RootSceneDelegate.self", "TodoAppDelegate"),
  ])
  func anIOSAppIsStartedByTheAppTargetOfItsXcodeProject(
    view: RIBTemplateOptions.ViewFlavor, launch: String, type: String
  ) throws {
    let options = try options(view: view)
    let plan = AppGenerator.plan(options, in: folder)
    func file(_ path: String) throws -> String {
      try #require(plan.files.first { $0.fileName == path }, "\(path)").contents
    }
    let entry = try file("Sources/Todo/TodoApp.swift")
    let main = try file("Xcode/TodoiOS/TodoiOSApp.swift")
    let project = try file("Xcode/Todo.xcodeproj/project.pbxproj")
    let scheme = try file("Xcode/Todo.xcodeproj/xcshareddata/xcschemes/Todo.xcscheme")

    // The package's library declares the app's type, public; the app target marks it @main.
    #expect(entry.contains(launch))
    #expect(entry.contains("public "))
    #expect(
      !entry.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "@main" })
    #expect(main.contains("import Todo\n") && main.contains("@main\nextension \(type) {}"))
    let manifest = manifest(of: options)
    #expect(manifest.contains(#".library(name: "Todo", targets: ["Todo"])"#))
    #expect(manifest.contains(".target(\n      name: \"Todo\""))
    // The project links that library from the package above it, and its app target's folder
    // holds the entry point; the scheme runs the app and tests the package's test target.
    #expect(project.contains("relativePath = ..;"))
    #expect(project.contains("productName = Todo;"))
    #expect(project.contains("path = TodoiOS;"))
    #expect(project.contains("productType = \"com.apple.product-type.application\";"))
    #expect(project.contains("IPHONEOS_DEPLOYMENT_TARGET = \(view == .uikit ? "16.0" : "17.0");"))
    #expect(scheme.contains(#"BlueprintName = "TodoTests""#))
    #expect(scheme.contains(#"BuildableName = "TodoiOS.app""#))
  }

  /// `--tuist`: the same app target, described in `Xcode/Project.swift` for `tuist generate`
  /// instead of written as a project; `.ci/check-tuist-manifest` type-checks it.
  @Test(arguments: [RIBTemplateOptions.ViewFlavor.uikit, .swiftui, .swiftuiHosted])
  func aTuistManifestDescribesTheAppTargetInsteadOfTheProject(
    view: RIBTemplateOptions.ViewFlavor
  ) throws {
    let options = try options(view: view, project: .tuist)
    let plan = AppGenerator.plan(options, in: folder)
    let paths = relativePaths(options)
    func file(_ path: String) throws -> String {
      try #require(plan.files.first { $0.fileName == path }, "\(path)").contents
    }
    let manifest = try file("Xcode/Project.swift")

    #expect(!paths.contains { $0.contains(".xcodeproj") })
    // The entry point is the one the Xcode project's target has, in the folder the manifest's
    // sources name; the target depends on the package's library, from the folder above.
    let entry = "Xcode/TodoiOS/TodoiOSApp.swift"
    #expect(try file(entry) == self.file(entry, in: self.options(view: view)))
    #expect(try file("Xcode/Tuist.swift").contains("let tuist = Tuist(project: .tuist())"))
    #expect(manifest.contains(#"sources: ["TodoiOS/**"]"#))
    #expect(manifest.contains(#".local(path: "..")"#))
    #expect(manifest.contains(#".package(product: "Todo")"#))
    #expect(manifest.contains(#"name: "TodoiOS""#))
    #expect(manifest.contains(#"product: .app"#))
    #expect(manifest.contains(#".iOS("\#(view == .uikit ? "16.0" : "17.0")")"#))
    // What Tuist writes is not the user's to commit; the README says how to generate and test.
    let ignored = try file(".gitignore").split(separator: "\n")
    #expect(ignored.contains("Xcode/*.xcodeproj") && ignored.contains("Xcode/*.xcworkspace"))
    let readme = try file("README.md")
    #expect(readme.contains("`cd Xcode && tuist\ngenerate`"))
    #expect(!readme.contains("Todo.xcodeproj` in Xcode"))
  }

  @Test func anXcodeProjectIsNotIgnored() throws {
    let plan = AppGenerator.plan(try options(view: .uikit), in: folder)
    let ignored = try #require(plan.files.first { $0.fileName == ".gitignore" }).contents
    #expect(!ignored.contains("xcodeproj"))
  }

  private func file(_ path: String, in options: AppTemplateOptions) throws -> String {
    let plan = AppGenerator.plan(options, in: folder)
    return try #require(plan.files.first { $0.fileName == path }, "\(path)").contents
  }

  @Test(arguments: [
    ("Todo", RIBTemplateOptions.ViewFlavor.none, "an app's root RIB has a view"),
    ("Home", .plain, "Home is the name of one of the app's RIBs"),
    ("RIBsApp", .plain, "RIBsApp is the name of a module or a target of this framework's"),
    ("RIBTreeRendering", .plain, "RIBTreeRendering is the name of a module or a target of this"),
    ("TicTacToe", .plain, "TicTacToe is the name of a module or a target of this framework's"),
    ("MovingToSwiftUI", .plain, "the app's tests, MovingToSwiftUITests, would have the name of"),
    ("Testing", .plain, "Testing is the name of a module an app's build imports"),
    // Imported by this framework (Dispatch), by SwiftUI (Combine), or by UIKit (CoreGraphics).
    ("Dispatch", .plain, "Dispatch is the name of a module an app's build imports"),
    ("Combine", .swiftui, "Combine is the name of a module an app's build imports"),
    ("CoreGraphics", .uikit, "CoreGraphics is the name of a module an app's build imports"),
  ])
  func appsThatCannotBuildAreRefusedWithWhatToChange(
    name: String, view: RIBTemplateOptions.ViewFlavor, reason: String
  ) throws {
    #expect {
      try options(name, view: view).validate()
    } throws: { error in
      (error as? GeneratorError)?.description.hasPrefix("Nothing was written: \(reason)") == true
    }
  }

  /// Only a module or a target the app's build has is refused: a name like one, or an Apple
  /// framework the app does not import, is the app's.
  @Test(arguments: ["Dispatcher", "Photos", "Tic", "Tests", "RIBTree", "Rendering"])
  func aNameNoModuleOrTargetHasIsAccepted(name: String) throws {
    #expect(throws: Never.self) { try options(name, view: .swiftui).validate() }
  }

  /// `--tuist` describes an iOS app's Xcode project: a terminal app has none to describe.
  @Test func onlyAnIOSAppGetsATuistManifest() throws {
    #expect {
      try options(view: .plain, project: .tuist).validate()
    } throws: { error in
      (error as? GeneratorError)?.description.hasPrefix(
        "Nothing was written: a Tuist manifest describes an iOS app's Xcode project") == true
    }
    for view in [RIBTemplateOptions.ViewFlavor.uikit, .swiftui, .swiftuiHosted] {
      #expect(throws: Never.self) { try options(view: view, project: .tuist).validate() }
    }
  }

  @Test(arguments: [
    AppTemplateOptions.FrameworkLocation.url("", from: "0.1.0"), .url(" ", from: "1.0.0"),
    .path("/"),
  ])
  func aFrameworkLocationThatNamesNoPackageIsRefused(
    _ framework: AppTemplateOptions.FrameworkLocation
  ) throws {
    let error = #expect(throws: GeneratorError.self) {
      try options(framework: framework).validate()
    }

    #expect(
      error?.description.hasPrefix(
        "Nothing was written: the framework's location names no package") == true)
  }

  @Test func theManifestQuotesWhatTheFrameworkLocationContains() throws {
    let framework = AppTemplateOptions.FrameworkLocation.path("/src/my \"RIBs\"\nfork")
    let plan = AppGenerator.plan(try options(framework: framework), in: folder)
    let manifest = try #require(plan.files.first { $0.fileName == "Package.swift" }).contents

    #expect(manifest.contains(#".package(path: "/src/my \"RIBs\"\nfork", traits: [])"#))
    #expect(manifest.contains(#".product(name: "RIBs", package: "my \"RIBs\"\nfork")"#))
  }

  @Test(arguments: [
    ("/src/RIBs-Swift6", "/src/RIBs-Swift6"),
    ("/Users/me/My RIBs", "'/Users/me/My RIBs'"),
    ("/src/it's", #"'/src/it'\''s'"#),
  ])
  func theReadmeSaysHowToAddARIBWithACommandTheShellReadsAsWritten(
    checkout: String, word: String
  ) throws {
    let plan = AppGenerator.plan(try options(framework: .path(checkout)), in: folder)
    let readme = try #require(plan.files.first { $0.fileName == "README.md" }).contents

    #expect(readme.contains("swift build --package-path \(word) --product ribs   # once"))
    #expect(
      readme.contains("\n\(word)/.build/debug/ribs new <Name> --view plain --parent <Parent>"))
  }

  @Test func writingAnAppTwiceWritesNothingTheSecondTime() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ribs-app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let plan = AppGenerator.plan(try options(), in: root.appendingPathComponent("Todo"))
    try RIBGenerator.write(plan.files, to: plan.destinations, force: false)
    let manifest = root.appendingPathComponent("Todo/Package.swift")
    try Data("// the user's own".utf8).write(to: manifest)

    #expect(throws: GeneratorError.self) {
      try RIBGenerator.write(plan.files, to: plan.destinations, force: false)
    }
    #expect(try String(contentsOf: manifest, encoding: .utf8) == "// the user's own")
  }
}

/// The contents of the app's `Package.swift`.
private func manifest(of options: AppTemplateOptions) -> String {
  AppGenerator.plan(options, in: URL(fileURLWithPath: "/apps/Todo")).files
    .first { $0.fileName == "Package.swift" }?.contents ?? ""
}
