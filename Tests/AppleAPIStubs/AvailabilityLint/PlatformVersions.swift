/// A version of each Apple platform, such as where a declaration was introduced or the minimum a
/// package declares.
///
/// Only the four platforms `Package.swift` names; a platform missing from the map has no
/// requirement.
public struct PlatformVersions: Sendable, Equatable, CustomStringConvertible {
  /// The platforms this lint knows, as `@available` spells them.
  public static let platforms = ["iOS", "macOS", "tvOS", "watchOS"]

  /// The version of each platform that has one.
  public var versions: [String: Version]

  /// Creates versions from a map such as `["iOS": "17.0"]`.
  ///
  /// - Parameter versions: The version of each platform.
  public init(_ versions: [String: Version] = [:]) {
    self.versions = versions
  }

  /// Reads a list such as `iOS=16.0,macOS=14.0`.
  ///
  /// - Parameter list: Platform and version pairs, separated by commas.
  /// - Returns: The versions, or `nil` if an entry is not of that form.
  public static func parse(_ list: String) -> PlatformVersions? {
    var versions: [String: Version] = [:]
    for entry in list.split(separator: ",") {
      let parts = entry.split(separator: "=")
      guard parts.count == 2, platforms.contains(String(parts[0])),
        let version = Version(String(parts[1]))
      else { return nil }
      versions[String(parts[0])] = version
    }
    return PlatformVersions(versions)
  }

  /// For each platform, the later of the two versions.
  func raised(to other: PlatformVersions) -> PlatformVersions {
    PlatformVersions(versions.merging(other.versions) { Swift.max($0, $1) })
  }

  public var description: String {
    Self.platforms.compactMap { platform in versions[platform].map { "\(platform) \($0)" } }
      .joined(separator: ", ")
  }
}

/// A dotted version number such as `17.0` or `15.4`.
public struct Version: Sendable, Comparable, CustomStringConvertible {
  /// The numbers, most significant first, without trailing zeros.
  public let components: [Int]

  /// Reads `text` (`17`, `17.0`, `15.4.1`); `nil` if it is not a version.
  ///
  /// - Parameter text: The version as written.
  public init?(_ text: String) {
    var components: [Int] = []
    for part in text.split(separator: ".", omittingEmptySubsequences: false) {
      guard let number = Int(part), number >= 0 else { return nil }
      components.append(number)
    }
    while components.count > 1, components.last == 0 { components.removeLast() }
    self.components = components
  }

  public static func < (lhs: Version, rhs: Version) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }

  public var description: String {
    components.count == 1
      ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
  }
}
