/// Where an app's manifests point for RIBs for Swift 6: what `ribs migrate --package-url` writes.
public struct RIBsPackageReference: Sendable, Equatable {
  /// The version manifests ask for.
  public static let version = "0.1.0"

  /// The package's URL, or a local path to it.
  public var location: String
  /// Whether ``location`` is a path (`.package(path:)`) rather than a URL.
  public var isPath: Bool
  /// The package's identity, which `.product(name:package:)` names: the last component of the
  /// location, without `.git`.
  public var identity: String

  /// A reference to the package at `location`: a URL (`https://…`, `git@…`, `file://…`), or a path.
  ///
  /// - Parameter location: Where the package is.
  public init(location: String) {
    var trimmed = location
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.location = trimmed
    isPath = !trimmed.contains("://") && !trimmed.hasPrefix("git@")
    var last = String(trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? "RIBs")
    if last.hasSuffix(".git") { last.removeLast(4) }
    identity = last
  }

  /// The `.package(…)` arguments of a SwiftPM manifest, with the traits `traits`.
  ///
  /// - Parameter traits: The traits to enable.
  /// - Returns: The arguments, without parentheses.
  func swiftPMArguments(traits: [String]) -> String {
    let traitList = "traits: [" + traits.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    if isPath { return "path: \"\(location)\", \(traitList)" }
    return "url: \"\(location)\", from: \"\(Self.version)\", \(traitList)"
  }
}

/// The oldest platform versions RIBs for Swift 6 supports, as its manifest declares them.
enum DeploymentFloor {
  /// Each platform's oldest supported version, as (major, minor).
  static let versions: [String: (major: Int, minor: Int)] = [
    "iOS": (16, 0), "macOS": (14, 0), "tvOS": (16, 0), "watchOS": (9, 0),
  ]

  /// A sentence saying that `version` of `platform` is below the floor, or `nil` if it is not
  /// (or the platform or the version is not one this knows).
  ///
  /// - Parameters:
  ///   - platform: `iOS`, `macOS`, `tvOS` or `watchOS`, in any case.
  ///   - version: `13.0`, `13`, `10_15` or `v10_15`.
  /// - Returns: The sentence.
  static func note(platform: String, version: String) -> String? {
    guard
      let (name, floor) = versions.first(where: { $0.key.lowercased() == platform.lowercased() })
    else { return nil }
    let parts = version.drop(while: { $0 == "v" }).split(whereSeparator: { $0 == "." || $0 == "_" })
    guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
    let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    guard (major, minor) < (floor.major, floor.minor) else { return nil }
    return "deploys to \(name) \(major).\(minor): RIBs for Swift 6 needs \(name) "
      + "\(floor.major).\(floor.minor) or later; raise the deployment target."
  }
}
