import Dispatch

/// A module's Swift files, read by ``DeclarationScanner``.
package struct ScannedModule: Sendable {
  /// The module's name: `TicTacToeKit`.
  package var name: String
  var files: [ScannedFile]

  /// Reads `sources`, the files of the module `name`, on every core.
  ///
  /// - Parameters:
  ///   - name: The module's name.
  ///   - sources: Each file's path and text.
  package init(name: String, sources: [(path: String, text: String)]) {
    self.name = name
    files = ScannedModule.scan(sources)
  }

  /// Reads the files at `paths`, skipping those it cannot read as UTF-8 text.
  ///
  /// - Parameters:
  ///   - name: The module's name.
  ///   - paths: Each file's path.
  ///   - read: Reads a file's text, or returns `nil` when it cannot.
  package init(name: String, paths: [String], read: @Sendable (String) -> String?) {
    self.name = name
    files = ScannedModule.concurrentMap(paths) { path in
      read(path).map { DeclarationScanner.scan($0, path: path) }
    }.compactMap { $0 }
  }

  private static func scan(_ sources: [(path: String, text: String)]) -> [ScannedFile] {
    concurrentMap(sources) { DeclarationScanner.scan($0.text, path: $0.path) }
  }

  /// `transform` of each element, in order, computed on every core.
  private static func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let results = ResultSlots<Result>(count: elements.count)
    let chunks = min(elements.count, 64)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      var computed: [(index: Int, value: Result)] = []
      var index = chunk
      while index < elements.count {
        computed.append((index, transform(elements[index])))
        index += chunks
      }
      results.set(computed)
    }
    return results.values()
  }
}
