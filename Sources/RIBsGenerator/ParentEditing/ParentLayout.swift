/// Where a parent RIB's files are, and how its view is drawn: what `ribs new <Child> --parent
/// <Parent>` does when `--path`, `--view`, `--tests` or `--module` is not given, so that the child
/// is written beside its parent, drawn as its parent is, and tested where its parent is.
public struct ParentLayout: Sendable, Equatable {
  /// The folder the child's folder goes in.
  ///
  /// The one that holds the parent's folder (`Sources/App` for
  /// `Sources/App/Home/HomeBuilder.swift`), or, for a builder not in a folder of the RIB's name,
  /// the builder's own.
  public let folder: String
  /// How the parent's view is drawn, read from its view's file; `nil` for a view-less parent (or
  /// a view the generator does not write).
  public let view: RIBTemplateOptions.ViewFlavor?
  /// The folder of the parent's router or interactor tests, if the project has them.
  public let testsFolder: String?
  /// The module those tests import with `@testable import`, if they do.
  public let testsModule: String?

  /// Creates a layout.
  public init(
    folder: String, view: RIBTemplateOptions.ViewFlavor?, testsFolder: String?,
    testsModule: String?
  ) {
    self.folder = folder
    self.view = view
    self.testsFolder = testsFolder
    self.testsModule = testsModule
  }

  /// The layout of `parent` among `files`: where its builder is declared, its view, its tests.
  ///
  /// - Parameters:
  ///   - parent: The parent RIB.
  ///   - files: The project's Swift files.
  /// - Returns: The layout; `nil` when no file, or more than one, declares `class <Parent>Builder`.
  public static func of(_ parent: RIBName, in files: [ParentEditor.File]) -> ParentLayout? {
    let builders = files.filter { $0.declares("class \(parent.value)Builder") }
    guard builders.count == 1, let builder = builders.first else { return nil }
    let builderFolder = folder(of: builder.path)
    let folder =
      name(of: builderFolder) == parent.value ? Self.folder(of: builderFolder) : builderFolder
    let testFiles = ["RouterTests", "InteractorTests"].map { "\(parent.value)\($0).swift" }
    let tests = files.first { testFiles.contains(String(name(of: $0.path))) }
    return ParentLayout(
      folder: folder,
      view: view(of: parent, in: files.filter { Self.folder(of: $0.path) == builderFolder }),
      testsFolder: tests.map { Self.folder(of: $0.path) },
      testsModule: tests.flatMap { testedModule(in: $0.text) })
  }

  /// The flavour of `parent`'s view, from the file the generator writes for each: a SwiftUI
  /// view (`<Parent>View.swift`), hosted when it makes a `RIBHostingController`; a view
  /// controller (`<Parent>ViewController.swift`) drawn as text (`TextScreen`, plain; it makes a
  /// `UIViewController` only to be shown by one), or a `UIViewController`.
  private static func view(
    of parent: RIBName, in files: [ParentEditor.File]
  ) -> RIBTemplateOptions.ViewFlavor? {
    func file(_ suffix: String) -> ParentEditor.File? {
      files.first { name(of: $0.path) == "\(parent.value)\(suffix).swift" }
    }
    if let view = file("View") {
      return view.text.contains("RIBHostingController") ? .swiftuiHosted : .swiftui
    }
    guard let viewController = file("ViewController") else { return nil }
    if viewController.text.contains("TextScreen") { return .plain }
    return viewController.text.contains("UIViewController") ? .uikit : nil
  }

  /// The module of the first `@testable import` in `text`, other attributes
  /// (`@testable @preconcurrency import App`) and a comment after it allowed.
  private static func testedModule(in text: String) -> String? {
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let importWord = words.firstIndex(of: "import"), importWord + 1 < words.endIndex,
        words[..<importWord].contains("@testable"),
        words[..<importWord].allSatisfy({ $0.hasPrefix("@") })
      else { continue }
      return String(words[importWord + 1])
    }
    return nil
  }

  /// The folder part of `path`: `Sources/App/Home` for `Sources/App/Home/HomeBuilder.swift`, `.`
  /// for a file name alone.
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last part of `path`.
  private static func name(of path: String) -> Substring {
    path.split(separator: "/").last ?? Substring(path)
  }
}
