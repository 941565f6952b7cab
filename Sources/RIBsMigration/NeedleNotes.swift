#if Migration
  /// What `ribs migrate` says about the lines of an app's build files that bring in Uber's Needle:
  /// its package, pod or Carthage dependency, and the build phases that run its generator.
  enum NeedleNotes {
    /// A note for each line of `text` that runs Needle's generator or brings in NeedleFoundation.
    ///
    /// - Parameter text: A Podfile, a Cartfile, an Xcode project, an XcodeGen `project.yml`, a
    ///   package manifest or a Tuist manifest.
    /// - Returns: The notes, in line order.
    static func notes(in text: String) -> [SourceMigration.Note] {
      guard text.contains("needle") || text.contains("Needle") else { return [] }
      var notes: [SourceMigration.Note] = []
      // The dependency is named once, on its first line: an Xcode project names a framework on
      // many lines (its file reference, its build file, its embedding…).
      var dependencyLines: [Int] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if line.contains("needle generate") || line.contains("needle\" generate")
          || line.contains("needle' generate")
        {
          notes.append(.init(line: index + 1, message: generatorNote))
        } else if line.contains("NeedleFoundation") || line.contains("uber/needle") {
          dependencyLines.append(index + 1)
        }
      }
      if let first = dependencyLines.first {
        let others = dependencyLines.count - 1
        let more =
          others == 0 ? "" : " (and on \(others) more line\(others == 1 ? "" : "s") of this file)"
        notes.append(.init(line: first, message: dependencyNote + more))
      }
      return notes.sorted { $0.line < $1.line }
    }

    private static let generatorNote =
      "Needle's generator runs here (needle generate): remove this step. In a package, apply the "
      + "RIBsDependencies plugin to the target instead; in an Xcode or Tuist project, run `ribs "
      + "dependencies <each module's folder>` here, before the sources compile, and add the "
      + "RIBsDependencies.generated.swift it writes to each target once (the Dependencies article)."

    private static let dependencyNote =
      "NeedleFoundation comes in here: remove it, and depend on RIBs, which provides Component, "
      + "Dependency, EmptyDependency and shared { }; the wiring Needle generated is written at build "
      + "time by the RIBsDependencies plugin or ribs dependencies, with no registry at run time"
  }
#endif
