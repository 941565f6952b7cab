#if Migration
  import SwiftParser
  import SwiftSyntax

  /// What `ribs migrate` does to one Swift file of an app written for ModernRIBs or Uber's RIBs.
  ///
  /// Mechanical edits only, each of which keeps the app's meaning:
  /// - `import ModernRIBs` (also `@testable`) becomes `import RIBs` and `import RIBsCombine`;
  /// - `import Combine` outside an `#if` becomes Combine where it exists and OpenCombine elsewhere;
  /// - in `switch` cases, Uber's spellings `.InProgress` and `.DidComplete` of a leak detection
  ///   status become `.inProgress` and `.didComplete` (they compare as they are, but a `switch`
  ///   names the cases).
  ///
  /// What cannot be changed mechanically (RxSwift, a manifest that depends on ModernRIBs) is left
  /// as it is and named in ``notes``. A file that has nothing to migrate, such as one migrated
  /// already, is left unchanged.
  public struct SourceMigration: Sendable {
    /// Something the user should know about a line of the file.
    public struct Note: Sendable, Equatable {
      /// The line, from 1.
      public var line: Int
      /// One sentence.
      public var message: String
    }

    /// The file as it was.
    public let original: String
    /// The file after the edits.
    public let migrated: String
    /// The edits as unified diff hunks (no context lines), in file order.
    public let hunks: [DiffHunk]
    /// What the user should know, in file order.
    public let notes: [Note]

    /// Whether the migration changes the file.
    public var changesFile: Bool { !hunks.isEmpty }

    /// Migrates `source`, the text of one Swift file.
    ///
    /// - Parameter source: The file's text.
    public init(migrating source: String) {
      let tree = Parser.parse(source: source)
      let finder = EditFinder(source: source, viewMode: .sourceAccurate)
      finder.walk(tree)
      let text = SourceText(source)
      original = source
      notes = finder.notes.map { Note(line: text.line(ofOffset: $0.offset), message: $0.message) }
      let applied = text.applying(finder.edits)
      migrated = applied.text
      hunks = applied.hunks
    }
  }

  /// A replacement of part of a file.
  struct TextEdit {
    /// UTF-8 offsets in the original text.
    var range: Range<Int>
    var replacement: String
  }

  /// Walks a file's syntax tree for the edits and notes of ``SourceMigration``.
  private final class EditFinder: SyntaxVisitor {
    private let source: String
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [(offset: Int, message: String)] = []

    init(source: String, viewMode: SyntaxTreeViewMode) {
      self.source = source
      super.init(viewMode: viewMode)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      let module = node.path.map(\.name.text).joined(separator: ".")
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let range = start..<node.endPositionBeforeTrailingTrivia.utf8Offset
      let indentation = SourceText.indentation(ofLineAt: start, in: source)
      switch module {
      case "ModernRIBs":
        edits.append(
          TextEdit(range: range, replacement: "import RIBs\n\(indentation)import RIBsCombine"))
        if node.attributes.contains(where: { $0.trimmedDescription == "@testable" }) {
          notes.append(
            (
              start,
              "@testable import ModernRIBs became plain imports: tests need only RIBs' public API."
            ))
        }
      case "Combine" where !node.isInsideIfConfig:
        let inner = "\(indentation)  "
        edits.append(
          TextEdit(
            range: range,
            replacement: "#if canImport(Combine)\n\(inner)import Combine\n\(indentation)#else\n"
              + "\(inner)import OpenCombine\n\(indentation)#endif"))
      case "RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking":
        notes.append(
          (
            start,
            "\(module) is left as it is: rewrite its uses with async/await or Combine "
              + "(see Migrating from Uber's RIBs)."
          ))
      default:
        break
      }
      return .skipChildren
    }

    override func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
      for token in node.pattern.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind,
          let renamed = ["InProgress": "inProgress", "DidComplete": "didComplete"][name],
          token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
        else { continue }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(
          TextEdit(
            range: start..<token.endPositionBeforeTrailingTrivia.utf8Offset, replacement: renamed))
      }
      return .visitChildren
    }
  }

  extension SyntaxProtocol {
    /// Whether the node is in an `#if` clause.
    fileprivate var isInsideIfConfig: Bool {
      var parent = self.parent
      while let node = parent {
        if node.is(IfConfigClauseSyntax.self) { return true }
        parent = node.parent
      }
      return false
    }
  }
#endif
