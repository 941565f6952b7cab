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
    if options.isRoot, options.hasView {
      files.append(
        GeneratedFile(
          location: .ribFolder, fileName: "\(name)Launch.swift",
          contents: LaunchTemplate.render(options)))
    }
    if options.view == .plain {
      files.append(
        GeneratedFile(
          location: .shared, fileName: TextScreenTemplate.fileName,
          contents: TextScreenTemplate.render()))
    }
    // Generated wiring needs no extension, but where the parent must provide the view a view-less
    // RIB shows its children in.
    if let parent = options.parent, options.wiring == .byHand || !options.hasView {
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

  /// `<Parent>Component+<Name>.swift` for a child with a view that exists without it, when the
  /// wiring is written by hand; generated wiring needs none.
  ///
  /// - Parameters:
  ///   - child: The child RIB.
  ///   - parent: The parent RIB, whose component provides the child's dependency.
  ///   - wiring: Who writes the glue.
  /// - Returns: The file, for the child's folder, or `nil`.
  public static func componentExtension(
    of child: RIBName, parent: RIBName, wiring: DependencyWiring
  ) -> GeneratedFile? {
    guard wiring == .byHand else { return nil }
    return GeneratedFile(
      location: .ribFolder, fileName: "\(parent.value)Component+\(child.value).swift",
      contents: ComponentExtensionTemplate.render(
        RIBTemplateOptions(name: child, view: .plain, wiring: wiring), parent: parent))
  }

  /// The children `options` names that the RIB needs and that `exists` says are not written yet:
  /// each a leaf with the same view, `options`' RIB as its parent, and the same tests; a pushed or
  /// presented one tells its parent when it is done.
  ///
  /// - Parameters:
  ///   - options: The parent RIB.
  ///   - exists: Whether a RIB of that name is written already (its builder exists).
  /// - Returns: The options of each child to write, in the order the parent names them.
  public static func missingChildren(
    of options: RIBTemplateOptions, exists: (RIBName) -> Bool
  ) -> [RIBTemplateOptions] {
    options.children.all.filter { !exists($0) }.map { child in
      RIBTemplateOptions(
        name: child, view: options.view, parent: options.name, wiring: options.wiring,
        testsModule: options.testsModule, finishes: !options.children.tabs.contains(child))
    }
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
      case .shared, .package:
        path.appendingPathComponent(file.fileName)
      }
    }
  }

  /// Writes the files, creating folders as needed; a shared file that exists is left as it is.
  ///
  /// - Parameters:
  ///   - files: The files.
  ///   - destinations: Where each goes, from ``destinations(of:name:path:testsDirectory:)``.
  ///   - force: Whether to overwrite existing files.
  /// - Returns: The destinations written.
  /// - Throws: ``GeneratorError/filesExist(_:)`` if a file exists and `force` is `false`, before
  ///   anything is written; ``GeneratorError/cannotWrite(_:reason:written:)`` if the file system
  ///   refuses a file (a folder that is a file, a name too long, no permission), with what was
  ///   written before it.
  @discardableResult
  public static func write(_ files: [GeneratedFile], to destinations: [URL], force: Bool) throws
    -> [URL]
  {
    let fileManager = FileManager.default
    let pending = zip(files, destinations).filter { file, url in
      file.location != .shared || !fileManager.fileExists(atPath: url.path)
    }
    let existing = pending.map(\.1).filter { fileManager.fileExists(atPath: $0.path) }
    if !existing.isEmpty, !force {
      throw GeneratorError.filesExist(existing.map(\.path))
    }
    var written: [URL] = []
    for (file, url) in pending {
      let folder = url.deletingLastPathComponent()
      do {
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw GeneratorError.cannotWrite(
          folder.path, reason: FileSystemFailure.reason(error), written: written.map(\.path))
      }
      do {
        try Data(file.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw GeneratorError.cannotWrite(
          url.path, reason: FileSystemFailure.reason(error), written: written.map(\.path))
      }
      written.append(url)
    }
    return written
  }
}
