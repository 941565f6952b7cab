/// What `ribs new app` writes: a Swift package whose app is a tree of RIBs.
///
/// The app is the shape most apps start from: a root RIB with two tabs (Home and Settings), a
/// screen Home pushes (Detail) and one it presents as a sheet (Compose), each with its tests, and
/// the entry point that launches the root.
public struct AppTemplateOptions: Sendable, Hashable {
  /// Where the app's package finds this framework.
  public enum FrameworkLocation: Sendable, Hashable {
    /// A checkout on this machine: `.package(path:)`.
    case path(String)
    /// A Git repository: `.package(url:from:)`.
    case url(String, from: String)

    /// The name `.product(name:package:)` gives the package: SwiftPM's identity, the last part
    /// of the path or URL without `.git`.
    public var packageName: String {
      let location: String
      switch self {
      case .path(let path): location = path
      case .url(let url, _): location = url
      }
      let last = location.split(separator: "/").last.map(String.init) ?? location
      return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
  }

  /// How an iOS app's Xcode project is written.
  public enum ProjectFormat: String, Sendable, Hashable, CaseIterable {
    /// `Xcode/<Name>.xcodeproj`, which Xcode opens as it is.
    case xcodeProject
    /// `Xcode/Project.swift`, a Tuist 4 manifest, and `Xcode/Tuist.swift`: `tuist generate` in
    /// `Xcode/` writes the project from them.
    case tuist
  }

  /// The app's name: its package, its module and its executable.
  public var name: RIBName
  /// What draws the app's RIBs; every kind but `.none`.
  public var view: RIBTemplateOptions.ViewFlavor
  /// Where the app's package finds this framework.
  public var framework: FrameworkLocation
  /// How an iOS app's Xcode project is written; an app for the terminal has none.
  public var project: ProjectFormat

  /// Creates options.
  ///
  /// - Parameters:
  ///   - name: The app's name.
  ///   - view: What draws the app's RIBs.
  ///   - framework: Where the app's package finds this framework.
  ///   - project: How an iOS app's Xcode project is written.
  public init(
    name: RIBName, view: RIBTemplateOptions.ViewFlavor, framework: FrameworkLocation,
    project: ProjectFormat = .xcodeProject
  ) {
    self.name = name
    self.view = view
    self.framework = framework
    self.project = project
  }

  /// Checks that the options make an app: it has a view, its name, the module's, is none of its
  /// RIBs' nor a module or a target its build has already, the framework's location names a
  /// package, and only an iOS app asks for a Tuist manifest.
  ///
  /// - Throws: ``GeneratorError/invalidShape(_:)`` with what to change.
  public func validate() throws(GeneratorError) {
    if view == .none {
      throw .invalidShape(
        "an app's root RIB has a view: use --view plain, uikit, swiftui or swiftui-hosted.")
    }
    if project == .tuist, !hasXcodeProject {
      throw .invalidShape(
        "a Tuist manifest describes an iOS app's Xcode project, and an app for the terminal has "
          + "none: use --view uikit, swiftui or swiftui-hosted with --tuist.")
    }
    if ribs.contains(where: { $0.name == name }) {
      throw .invalidShape(
        "\(name.value) is the name of one of the app's RIBs (\(ribs.map(\.name.value).joined(separator: ", "))): "
          + "give the app another name.")
    }
    if let conflict = AppNameConflicts.conflict(of: name.value) {
      throw .invalidShape("\(conflict): give the app another name.")
    }
    if framework.packageName.allSatisfy({ $0.isWhitespace || $0 == "/" }) {
      throw .invalidShape(
        "the framework's location names no package (SwiftPM takes the name from its last part): "
          + "give a Git URL such as https://github.com/<owner>/RIBs-Swift6.git, or a checkout's "
          + "folder.")
    }
  }

  /// Whether the app is an iOS app, with an Xcode project whose app target runs it: its views
  /// are UIKit's or SwiftUI's.
  public var hasXcodeProject: Bool { view != .plain && view != .none }

  /// The app's RIBs: the root with its tabs, the screen Home pushes and the sheet it presents.
  public var ribs: [RIBTemplateOptions] {
    let root = Self.ribName("Root")
    let home = Self.ribName("Home")
    let module = name.value
    return [
      RIBTemplateOptions(
        name: root, view: view, testsModule: module, isRoot: true,
        children: RIBChildren(tabs: [home, Self.ribName("Settings")])),
      RIBTemplateOptions(
        name: home, view: view, parent: root, testsModule: module,
        children: RIBChildren(stack: [Self.ribName("Detail")], presented: [Self.ribName("Compose")])
      ),
      RIBTemplateOptions(
        name: Self.ribName("Settings"), view: view, parent: root, testsModule: module),
      RIBTemplateOptions(
        name: Self.ribName("Detail"), view: view, parent: home, testsModule: module,
        finishes: true),
      RIBTemplateOptions(
        name: Self.ribName("Compose"), view: view, parent: home, testsModule: module,
        finishes: true),
    ]
  }

  /// A RIB name known to be valid.
  private static func ribName(_ name: String) -> RIBName {
    // The names above are letters only, which RIBName accepts.
    guard let ribName = try? RIBName(validating: name) else { preconditionFailure(name) }
    return ribName
  }
}
