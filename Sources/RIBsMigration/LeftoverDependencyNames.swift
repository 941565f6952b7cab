#if Migration
  /// The lines of a dependency file that still name the old framework after ``ProjectMigration``.
  ///
  /// They are the app's own names for the dependency (a Tuist helper's `.ModernRIBs`), a
  /// repository URL in a place no edit reaches, or an edit left to the user without a package
  /// reference. Each gets a note, so that no file still naming the old dependency goes
  /// unmentioned.
  enum LeftoverDependencyNames {
    /// Notes for the lines of `text` that name `framework`, except those in `noted`, and except
    /// `//` comments.
    ///
    /// - Parameters:
    ///   - text: The file after migration.
    ///   - framework: The framework the app moves from.
    ///   - noted: The lines (from 1) that have a note already.
    /// - Returns: The notes, in line order.
    static func notes(in text: String, framework: AppFramework, noted: Set<Int>)
      -> [SourceMigration.Note]
    {
      var notes: [SourceMigration.Note] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !noted.contains(index + 1) {
        let code = line.drop(while: { $0 == " " || $0 == "\t" })
        guard !code.hasPrefix("//"), let named = name(of: framework, in: line) else { continue }
        notes.append(
          SourceMigration.Note(
            line: index + 1,
            message: "still names \(framework.name) (\(named)): "
              + (named.contains("/")
                ? "make it RIBs for Swift 6's URL, from \"\(RIBsPackageReference.version)\"."
                : "the app's own name for the dependency, which now brings in RIBs for Swift 6; "
                  + "rename it where it is declared and used if the name should say so.")))
      }
      return notes
    }

    /// What on `line` names `framework`: its repository URL, or (for ModernRIBs, whose name no
    /// other package has) the name itself.
    private static func name(of framework: AppFramework, in line: Substring) -> String? {
      let words = line.split(whereSeparator: { " \t\"'(),;=[]{}".contains($0) })
      if let url = words.first(where: { AppFramework.ofRepository(String($0)) == framework }) {
        return String(url)
      }
      guard framework == .modernRIBs else { return nil }
      return words.first { $0.contains("ModernRIBs") }.map(String.init)
    }
  }
#endif
