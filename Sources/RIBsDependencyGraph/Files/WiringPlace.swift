import Foundation

/// Where a module's generated dependency code is written, seen from a folder of the module: what
/// `ribs new` updates after writing a RIB.
package enum WiringPlace: Equatable, Sendable {
  /// The RIBsDependencies plugin writes it at build time: the package's manifest applies it.
  case plugin(manifest: String)
  /// `ribs dependencies` writes it into this folder, the module's.
  case folder(String)

  /// The place for the module that `folder` is in: the nearest folder at or above it that holds a
  /// generated file; else the plugin, if the nearest `Package.swift` above applies it; else
  /// `folder` itself.
  ///
  /// - Parameter folder: A folder of the module, such as where a new RIB goes.
  /// - Returns: The place.
  package static func of(folder: String) -> WiringPlace {
    var current = URL(fileURLWithPath: folder).standardizedFileURL
    while true {
      let generated = current.appendingPathComponent(SwiftSourceFiles.generatedFileName).path
      if FileManager.default.fileExists(atPath: generated) { return .folder(current.path) }
      let manifest = current.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) {
        let text = SwiftSourceFiles.read(manifest) ?? ""
        return text.contains("RIBsDependencies") ? .plugin(manifest: manifest) : .folder(folder)
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return .folder(folder) }
      current = parent
    }
  }
}
