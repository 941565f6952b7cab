import Foundation

/// Makes and writes the files of a new RIB, as Uber's Xcode templates do, adapted to this
/// framework: Swift 6 language mode, `any` existentials, main-actor protocols.
public enum RIBGenerator {
  /// The files for `options`, in a stable order.
  ///
  /// - Parameter options: What to generate.
  /// - Returns: The files.
  public static func files(for options: RIBTemplateOptions) -> [GeneratedFile] {
    let name = options.name.value
    var files = [
      GeneratedFile(
        location: .ribFolder, fileName: "\(name)Builder.swift",
        contents: BuilderTemplate.render(options)),
      GeneratedFile(
        location: .ribFolder, fileName: "\(name)Interactor.swift",
        contents: InteractorTemplate.render(options)),
      GeneratedFile(
        location: .ribFolder, fileName: "\(name)Router.swift",
        contents: RouterTemplate.render(options)),
    ]
    if options.view == .swiftui || options.view == .swiftuiHosted {
      files.append(
        GeneratedFile(
          location: .ribFolder, fileName: "\(name)ViewState.swift",
          contents: SwiftUITemplate.renderViewState(options)))
      files.append(
        GeneratedFile(
          location: .ribFolder, fileName: "\(name)View.swift",
          contents: SwiftUITemplate.renderView(options)))
    } else if options.hasView {
      files.append(
        GeneratedFile(
          location: .ribFolder, fileName: "\(name)ViewController.swift",
          contents: ViewControllerTemplate.render(options)))
    }
    if let parent = options.parent {
      files.append(
        GeneratedFile(
          location: .ribFolder, fileName: "\(parent.value)Component+\(name).swift",
          contents: ComponentExtensionTemplate.render(options, parent: parent)))
    }
    if let module = options.testsModule {
      files.append(
        GeneratedFile(
          location: .tests, fileName: "\(name)InteractorTests.swift",
          contents: InteractorTestsTemplate.render(options, module: module)))
      files.append(
        GeneratedFile(
          location: .tests, fileName: "\(name)RouterTests.swift",
          contents: RouterTestsTemplate.render(options, module: module)))
    }
    return files
  }

  /// Where each file goes: the RIB's files in `<path>/<Name>/`, tests in `testsDirectory`.
  ///
  /// - Parameters:
  ///   - files: The files.
  ///   - name: The RIB's name.
  ///   - path: The folder the RIB's folder goes in.
  ///   - testsDirectory: The folder of the tests, if any.
  /// - Returns: A URL for each file, in the same order.
  public static func destinations(
    of files: [GeneratedFile], name: RIBName, path: URL, testsDirectory: URL?
  ) -> [URL] {
    files.map { file in
      switch file.location {
      case .ribFolder:
        path.appendingPathComponent(name.value).appendingPathComponent(file.fileName)
      case .tests:
        (testsDirectory ?? path).appendingPathComponent(file.fileName)
      }
    }
  }

  /// Writes the files, creating folders as needed.
  ///
  /// - Parameters:
  ///   - files: The files.
  ///   - destinations: Where each goes, from ``destinations(of:name:path:testsDirectory:)``.
  ///   - force: Whether to overwrite existing files.
  /// - Throws: ``GeneratorError/filesExist(_:)`` if a file exists and `force` is `false`, before
  ///   anything is written; file system errors otherwise.
  public static func write(_ files: [GeneratedFile], to destinations: [URL], force: Bool) throws {
    let fileManager = FileManager.default
    let existing = destinations.filter { fileManager.fileExists(atPath: $0.path) }
    if !existing.isEmpty, !force {
      throw GeneratorError.filesExist(existing.map(\.path))
    }
    for (file, url) in zip(files, destinations) {
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url, options: .atomic)
    }
  }
}
