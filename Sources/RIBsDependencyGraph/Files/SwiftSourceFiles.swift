import Foundation

/// Finding, reading and writing the Swift files of a dependency graph.
package enum SwiftSourceFiles {
  /// The name of the file ``GlueWriter`` writes into a module's folder.
  package static let generatedFileName = "RIBsDependencies.generated.swift"

  /// The name of the file ``FakeWriter`` writes into a test module's folder.
  package static let generatedFakesFileName = "RIBsDependencyFakes.generated.swift"

  /// The largest file read: a Swift file is far smaller; a larger one is not source.
  static let largestFile = 16 << 20

  /// The Swift files under `folder` (or `folder` itself, if it is a Swift file), sorted; hidden
  /// folders (`.build`, `.git`) and generated files are left out.
  ///
  /// - Parameter folder: A folder or a file.
  /// - Returns: The files' paths, each starting with `folder`.
  package static func swiftFiles(under folder: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return folder.hasSuffix(".swift") ? [folder] : [] }
    var result: [String] = []
    var pending = [folder]
    while let current = pending.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      for name in names
      where !name.hasPrefix(".") && name != generatedFileName && name != generatedFakesFileName {
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        var isSubfolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder) else {
          continue
        }
        if isSubfolder.boolValue {
          pending.append(path)
        } else if name.hasSuffix(".swift") {
          result.append(path)
        }
      }
    }
    return result.sorted()
  }

  /// The text of the file at `path`, or `nil` if it cannot be read, is larger than any source file,
  /// or is not UTF-8.
  ///
  /// - Parameter path: A file's path.
  /// - Returns: Its text.
  @Sendable
  package static func read(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: largestFile + 1), data.count <= largestFile else {
      return nil
    }
    return String(data: data, encoding: .utf8)
  }

  /// Writes `text` to `path`, unless the file already holds it: a build system that compares
  /// dates does not rebuild what did not change.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - path: Where to write it.
  /// - Returns: Whether the file changed.
  /// - Throws: When the file cannot be written.
  @discardableResult
  package static func write(_ text: String, to path: String) throws -> Bool {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return false }
    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    return true
  }
}
