import Foundation
import RIBsDependencyGraph
import Testing

/// Where `ribs new` finds a module's wiring: the generated file it keeps current, or the plugin.
@Suite final class WiringPlaceTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "WiringPlaceTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App/Features/Profile"),
      withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  func write(_ text: String, to path: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  var profile: String { root.appendingPathComponent("Sources/App/Features/Profile").path }

  @Test func theNearestGeneratedFileAboveNamesTheModulesFolder() throws {
    try write("// generated", to: "Sources/App/" + SwiftSourceFiles.generatedFileName)
    try write(".target(plugins: [.plugin(name: \"RIBsDependencies\")])", to: "Package.swift")

    #expect(
      WiringPlace.of(folder: profile) == .folder(root.appendingPathComponent("Sources/App").path))
  }

  @Test func aPackageThatAppliesThePluginWiresItself() throws {
    try write(".target(plugins: [.plugin(name: \"RIBsDependencies\")])", to: "Package.swift")

    #expect(
      WiringPlace.of(folder: profile)
        == .plugin(manifest: root.appendingPathComponent("Package.swift").path))
  }

  @Test func aPackageWithoutThePluginOrNoPackageGetsAFileWhereTheRIBGoes() throws {
    #expect(WiringPlace.of(folder: profile) == .folder(profile))

    try write(".target(name: \"App\")", to: "Package.swift")
    #expect(WiringPlace.of(folder: profile) == .folder(profile))
  }
}
