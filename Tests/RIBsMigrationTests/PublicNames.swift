#if Migration
  import Foundation
  import Testing

  /// The names a module of this package declares `public` (functions, variables, classes,
  /// structures, enumerations, protocols, type aliases), read from its sources: what `ribs migrate` must know of a bridge
  /// module to import it where it is used.
  ///
  /// - Parameter module: The folder under `Sources`.
  /// - Returns: The names.
  /// - Throws: If a file cannot be read.
  func publicNames(inModule module: String) throws -> Set<String> {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/\(module)").standardizedFileURL
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 5)
    var declared: Set<String> = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { " (<:{".contains($0) })
        guard
          let index = words.firstIndex(where: {
            ["func", "var", "class", "struct", "enum", "protocol", "typealias"].contains($0)
          }), words.prefix(index).contains("public"), index + 1 < words.count
        else { continue }
        declared.insert(String(words[index + 1]))
      }
    }
    return declared
  }
#endif
