#if Migration
  import RIBsDependencyGraph
  /// What `ribs migrate` does to a code template that is not Swift yet (a Tuist or Xcode
  /// `.stencil`, with `{{ name }}` placeholders): its imports, line by line, as ``SourceMigration``
  /// changes a Swift file's.
  public struct TemplateMigration: Sendable {
    /// The template as it was.
    public let original: String
    /// The template after the edits.
    public let migrated: String
    /// The edits as unified diff hunks, in file order.
    public let hunks: [DiffHunk]
    /// Each change, in a few words.
    public let changes: [String]

    /// Migrates `template`.
    ///
    /// `import ModernRIBs` becomes `import RIBs`, with `import RIBsCombine` if the template uses what
    /// RIBsCombine adds; under `import RIBs`, `import RIBsRx` is added if the template imports
    /// RxSwift and uses what RIBsRx adds.
    ///
    /// - Parameter template: The template's text.
    public init(migrating template: String) {
      let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
      var words: Set<String> = []
      var imports: Set<String> = []
      for line in lines {
        let lineWords = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        words.formUnion(lineWords.map(String.init))
        if lineWords.first == "import", lineWords.count > 1 { imports.insert(String(lineWords[1])) }
      }
      let usesCombineAPI = !words.isDisjoint(with: RIBsCombineAPI.members)
      let usesRxAPI =
        !imports.isDisjoint(with: RIBsRxAPI.rxModules) && !words.isDisjoint(with: RIBsRxAPI.members)
        && !imports.contains("RIBsRx")
      var edits: [TextEdit] = []
      var changes: [String] = []
      var offset = 0
      for line in lines {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        let indentation = String(line.prefix(line.count - trimmed.count))
        let start = offset + indentation.utf8.count
        let range = start..<(offset + line.utf8.count)
        if trimmed == "import ModernRIBs" {
          let replacement =
            usesCombineAPI ? "import RIBs\n\(indentation)import RIBsCombine" : "import RIBs"
          edits.append(TextEdit(range: range, replacement: replacement))
          changes.append(
            "import ModernRIBs became " + (usesCombineAPI ? "RIBs, RIBsCombine" : "RIBs"))
        } else if trimmed == "import RIBs", usesRxAPI {
          edits.append(
            TextEdit(range: range, replacement: "import RIBs\n\(indentation)import RIBsRx"))
          changes.append("import RIBsRx added")
        }
        offset += line.utf8.count + 1
      }
      let applied = SourceText(template).applying(edits)
      original = template
      migrated = applied.text
      hunks = applied.hunks
      self.changes = changes
    }
  }
#endif
