import RIBsDependencyGraph

/// Wires a new child into the parent RIB's existing files: what `ribs new <Child> --parent
/// <Parent> --tab`, `--push`, `--present` or `--attach` changes, in the files where the parent's
/// declarations are, leaving every other line as it was.
///
/// It reads the files (``SourceOutline``: declarations, members and lists, with comments and
/// strings skipped) and inserts the code of ``ChildEdge`` next to the parent's own:
/// - the router: the child's listener in `<Parent>Interactable`, its builder (property,
///   initializer parameter and assignment); a tab's case in the tab enumeration, the tabs' list
///   and the tabs' builder closure; a pushed or presented child's `routeTo…` and
///   `routeAwayFrom…`, which need the parent's `stack` or `presentation`; an attached child's
///   router property, `attach…` and `detach…`, and the call of `attach…()` in `didLoad()` (added
///   when the router has none);
/// - `<Parent>Routing`, the interactor and `<Parent>PresentableListener`: the routes, and
///   `show…` and `…DidFinish`;
/// - every call of the router's initializer (the builder's, the tests'): the child's builder, on
///   the component its siblings' builders get, else the one the builder makes, else (in a test)
///   one on `<Parent>DependencyMock`, declared when the project has none;
/// - the view: each line that asks for a sibling child (a command, a button) gets its copy for
///   the new child;
/// - the tests: the mocks' new requirements, and a test of the new edge in each suite.
///
/// The edits insert, but for one word: a leaf's `override init(interactor:viewController:)` stops
/// overriding when it takes a builder, and loses `override`.
///
/// What it cannot find where it must edit, it refuses, changing nothing; what it may leave (a
/// view with no line for a sibling, a parent without tests), it says in ``Wiring/notes``.
public enum ParentEditor {
  /// A Swift file of the project.
  public struct File: Sendable {
    /// Its path, as the caller names it.
    public var path: String
    /// Its text.
    public var text: String

    /// Creates a file.
    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }

    /// Whether the text has `declaration` (`class RootBuilder`) as whole words: not
    /// `class RootBuilderTests`.
    package func declares(_ declaration: String) -> Bool {
      var rest = text[...]
      while let range = rest.firstRange(of: declaration) {
        let next = rest[range.upperBound...].first
        if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
        rest = rest[range.upperBound...]
      }
      return false
    }
  }

  /// One file's new text.
  public struct Change: Sendable {
    /// The file's path.
    public let path: String
    /// Its text with the edits.
    public let text: String
    /// The edits, as a unified diff shows them.
    public let hunks: [DiffHunk]
  }

  /// What wiring a child changes, and what is left to the developer.
  public struct Wiring: Sendable {
    /// The files changed, in the order of the files given.
    public let changes: [Change]
    /// What the developer may want to do by hand, a sentence each.
    public let notes: [String]
  }

  /// The edits that wire `edge.child` into `edge.parent`'s files.
  ///
  /// - Parameters:
  ///   - edge: The parent, the child and how the parent shows it.
  ///   - files: The project's Swift files; only those with the parent's declarations change.
  /// - Returns: The changed files and the notes.
  /// - Throws: ``GeneratorError/invalidShape(_:)`` when a declaration the edge needs is missing
  ///   or not in a shape the editor knows, or the parent shows the child already; nothing is
  ///   changed then.
  public static func wire(_ edge: ChildEdge, into files: [File]) throws(GeneratorError) -> Wiring {
    var session = EditSession(edge: edge, files: files)
    try session.run()
    return session.result()
  }
}
