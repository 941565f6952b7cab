// Tuist 4's ProjectDescription, as far as the manifests `ribs new app --tuist` writes use it, with
// the signatures of Tuist's reference (docs.tuist.dev/en/references/project-description). A
// declaration keeps the documented order of its parameters and leaves out those the manifest
// does not pass, so a label a manifest gets wrong, out of order or of the wrong type fails to
// type-check here. Nothing here runs: `.ci/check-tuist-manifest` type-checks the manifests
// against it (and, given a checkout of Tuist's own ProjectDescription, builds and runs them
// against that instead). Add to it, from the reference, when a manifest uses more.

/// Tuist's configuration (`Tuist.swift`): `Tuist(fullHandle:inspectOptions:url:project:)`.
public struct Tuist: Sendable {
  public init(project: TuistProject) {}
}

/// What Tuist works on: `.tuist(compatibleXcodeVersions:swiftVersion:plugins:…)`, every
/// parameter with a default.
public enum TuistProject: Sendable {
  case tuist(compatibleXcodeVersions: CompatibleXcodeVersions = .all)
}

/// The Xcode versions a project builds with.
public enum CompatibleXcodeVersions: Sendable {
  case all
}

/// A project: `Project(name:organizationName:classPrefix:options:packages:settings:targets:…)`.
public struct Project: Sendable {
  public init(name: String, packages: [Package] = [], targets: [Target] = []) {}
}

/// A target: `.target(name:destinations:product:productName:bundleId:deploymentTargets:
/// infoPlist:sources:resources:buildableFolders:copyFiles:headers:entitlements:scripts:
/// dependencies:settings:…)`.
public struct Target: Sendable {
  public static func target(
    name: String,
    destinations: Destinations,
    product: Product,
    bundleId: String,
    deploymentTargets: DeploymentTargets? = nil,
    infoPlist: InfoPlist? = .default,
    sources: SourceFilesList? = nil,
    dependencies: [TargetDependency] = []
  ) -> Target { Target() }
}

/// The devices a target runs on.
public enum Destination: String, Hashable, Sendable {
  case iPhone, iPad, mac, macWithiPadDesign, macCatalyst, appleWatch, appleTv, appleVision
  case appleVisionWithiPadDesign
}

/// `public typealias Destinations = Set<Destination>`.
public typealias Destinations = Set<Destination>

/// The product a target builds (the cases the manifest uses).
public enum Product: String, Sendable {
  case app
}

/// The oldest OS version of each platform.
public struct DeploymentTargets: Hashable, Sendable {
  public static func iOS(_ version: String) -> DeploymentTargets { DeploymentTargets() }
}

/// An Info.plist from a file, a dictionary, or Tuist's default extended.
public enum InfoPlist: Sendable {
  case file(path: Path)
  case dictionary([String: Plist.Value])
  case extendingDefault(with: [String: Plist.Value])

  public static var `default`: InfoPlist { .extendingDefault(with: [:]) }
}

/// Property list values.
public enum Plist {
  public indirect enum Value: Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case dictionary([String: Value])
    case array([Value])
  }
}

extension Plist.Value: ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByArrayLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .real(value) }
  public init(booleanLiteral value: Bool) { self = .boolean(value) }
  public init(dictionaryLiteral elements: (String, Plist.Value)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
  public init(arrayLiteral elements: Plist.Value...) { self = .array(elements) }
}

/// Source file globs.
public struct SourceFilesList: Sendable, ExpressibleByStringInterpolation,
  ExpressibleByArrayLiteral
{
  public init(stringLiteral value: String) {}
  public init(arrayLiteral elements: SourceFileGlob...) {}
}

/// One source file glob.
public struct SourceFileGlob: Sendable, ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {}
}

/// A path, relative to the manifest when written as a string.
public struct Path: Sendable, ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {}
}

/// A Swift package the project's targets depend on (Xcode's package integration).
public enum Package: Sendable {
  case local(path: Path)
}

/// What a target depends on.
public enum TargetDependency: Sendable {
  case package(product: String, type: PackageType = .runtime, condition: PlatformCondition? = nil)

  /// How a package product is used.
  public enum PackageType: Sendable {
    case runtime, macro, plugin
  }
}

/// The platforms a dependency applies to.
public struct PlatformCondition: Sendable {}
