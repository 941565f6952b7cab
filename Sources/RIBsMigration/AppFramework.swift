/// The RIBs framework an app moves from, as `ribs migrate` recognises it.
public enum AppFramework: Sendable, Equatable {
  /// ModernRIBs, Uber's RIBs on Combine: its imports become `RIBs` and `RIBsCombine`.
  case modernRIBs
  /// Uber's RIBs, on RxSwift: `import RIBs` stays, and files that use its RxSwift API also
  /// import `RIBsRx`.
  case ubersRIBs

  /// The framework's name in notes.
  public var name: String {
    switch self {
    case .modernRIBs: "ModernRIBs"
    case .ubersRIBs: "Uber's RIBs"
    }
  }

  /// The product an app's targets depend on, which is also its package's identity.
  var product: String {
    switch self {
    case .modernRIBs: "ModernRIBs"
    case .ubersRIBs: "RIBs"
    }
  }

  /// The module that keeps the framework's reactive API on RIBs.
  var bridgeModule: String {
    switch self {
    case .modernRIBs: "RIBsCombine"
    case .ubersRIBs: "RIBsRx"
    }
  }

  /// The traits a manifest enables on RIBs for Swift 6: RIBsRx needs RxSwift's; RIBsCombine
  /// needs none on Apple platforms.
  var traits: [String] {
    switch self {
    case .modernRIBs: []
    case .ubersRIBs: ["RxSwift"]
    }
  }

  /// The framework whose repository `url` is, if any: GitHub's `DevYeom/ModernRIBs` or
  /// `uber/RIBs`, by HTTPS or SSH, with or without `.git`.
  ///
  /// - Parameter url: A package or pod repository URL.
  /// - Returns: The framework.
  public static func ofRepository(_ url: String) -> AppFramework? {
    var path = url.lowercased()
    for prefix in ["https://", "http://", "git@", "ssh://git@"] where path.hasPrefix(prefix) {
      path.removeFirst(prefix.count)
    }
    if path.hasPrefix("github.com:") { path = "github.com/" + path.dropFirst("github.com:".count) }
    while path.hasSuffix("/") { path.removeLast() }
    if path.hasSuffix(".git") { path.removeLast(4) }
    switch path {
    case "github.com/devyeom/modernribs": return .modernRIBs
    case "github.com/uber/ribs": return .ubersRIBs
    default: return nil
    }
  }

  /// The framework a module name stands for in a pod or a Carthage dependency: `ModernRIBs`, or
  /// `RIBs` (Uber's pod and its Carthage repository).
  ///
  /// - Parameter name: The pod's name, or the Carthage repository's `owner/name`.
  /// - Returns: The framework.
  static func ofDependencyName(_ name: String) -> AppFramework? {
    switch name.lowercased() {
    case "modernribs", "devyeom/modernribs": .modernRIBs
    case "ribs", "uber/ribs": .ubersRIBs
    default: nil
    }
  }
}
