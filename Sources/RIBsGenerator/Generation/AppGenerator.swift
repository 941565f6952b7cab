import Foundation

/// Makes the files of a new app's package: its manifest, its RIBs (``AppTemplateOptions/ribs``)
/// with their tests, and its entry point; for an iOS app, the Xcode project that runs it (or the
/// Tuist manifest that writes it).
public enum AppGenerator {
  /// The app's files and where each goes, in a stable order: the package's own files, then each
  /// RIB's files and tests (a file the RIBs share, once).
  ///
  /// - Parameters:
  ///   - options: What to generate.
  ///   - folder: The app's folder, `<path>/<Name>`.
  /// - Returns: The files, and a destination for each.
  public static func plan(_ options: AppTemplateOptions, in folder: URL) -> (
    files: [GeneratedFile], destinations: [URL]
  ) {
    let name = options.name.value
    let sources = folder.appendingPathComponent("Sources").appendingPathComponent(name)
    let tests = folder.appendingPathComponent("Tests").appendingPathComponent("\(name)Tests")
    let ribs = options.ribs
    var files = [
      GeneratedFile(
        location: .package, fileName: "Package.swift",
        contents: AppPackageTemplate.renderManifest(options)),
      GeneratedFile(
        location: .package, fileName: "README.md",
        contents: AppPackageTemplate.renderReadme(options)),
      GeneratedFile(
        location: .package, fileName: ".gitignore",
        contents: AppPackageTemplate.renderGitignore(options)),
      GeneratedFile(
        location: .package, fileName: "Sources/\(name)/\(name)App.swift",
        contents: AppEntryTemplate.render(options, root: ribs[0].name)),
    ]
    if options.hasXcodeProject {
      let project = "Xcode/\(name).xcodeproj"
      let target = XcodeProjectTemplate.targetName(options)
      switch options.project {
      case .xcodeProject:
        files += [
          GeneratedFile(
            location: .package, fileName: "\(project)/project.pbxproj",
            contents: XcodeProjectTemplate.renderProject(options)),
          GeneratedFile(
            location: .package, fileName: "\(project)/xcshareddata/xcschemes/\(name).xcscheme",
            contents: XcodeProjectTemplate.renderScheme(options)),
        ]
      case .tuist:
        files += [
          GeneratedFile(
            location: .package, fileName: "Xcode/Project.swift",
            contents: TuistProjectTemplate.renderManifest(options)),
          GeneratedFile(
            location: .package, fileName: "Xcode/Tuist.swift",
            contents: TuistProjectTemplate.configuration),
        ]
      }
      files.append(
        GeneratedFile(
          location: .package, fileName: "Xcode/\(target)/\(target)App.swift",
          contents: XcodeProjectTemplate.renderEntry(options)))
    }
    var destinations = files.map { folder.appendingPathComponent($0.fileName) }
    for rib in ribs {
      let ribFiles = RIBGenerator.files(for: rib)
      let ribDestinations = RIBGenerator.destinations(
        of: ribFiles, name: rib.name, path: sources, testsDirectory: tests)
      for (file, url) in zip(ribFiles, ribDestinations) where !destinations.contains(url) {
        files.append(file)
        destinations.append(url)
      }
    }
    return (files, destinations)
  }
}
