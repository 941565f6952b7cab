#if Migration
  import RIBsDependencyGraph
  import SwiftParser
  import SwiftSyntax

  /// What `ribs migrate` does to one Swift file of an app written for ModernRIBs or Uber's RIBs.
  ///
  /// Mechanical edits only, each of which keeps the app's meaning:
  /// - `import RIBsRx` under `import RIBs` in a file that speaks Rx and uses Uber's RxSwift API
  ///   (an observable `isActiveStream`, `disposeOnDeactivate`, a workflow of observables…);
  /// - a hand-written mock of an interactable that declares its own `isActiveStream`, as the
  ///   frameworks' mocks do, conforms to `ActivenessPublishing` (a publisher, RIBsCombine) or
  ///   `ActivenessObservable` (an observable, RIBsRx), so that what binds to it follows it; a mock
  ///   of a worker or a router with its own `isStartedStream` or `lifecycle` observable conforms to
  ///   `StartednessObservable` or `LifecycleObservable` (RIBsRx), so that the observable on
  ///   `any Working` or `any Routing` is the mock's;
  /// - a leak detector subclass that overrides Uber's `status` observable, which Swift cannot
  ///   override here, declares it as `statusObservable`, with a note;
  /// - with `isolating`, the app's protocols named there are marked `@preconcurrency @MainActor`
  ///   (see ``ProjectMigration``'s `swift6` option);
  /// - `import ModernRIBs` (also `@testable`) becomes `import RIBs`, and `import RIBsCombine` too
  ///   in a file that uses what RIBsCombine adds (a publisher `isActiveStream`,
  ///   `cancelOnDeactivate`, a workflow of publishers…). Where the app declares a type of its own
  ///   that RIBsCombine also declares (`CurrentValuePublisher`, as the seeds' finance app does) and
  ///   the file uses it, a scoped import of the app's type keeps it in charge
  ///   (`import class CombineUtil.CurrentValuePublisher`), with a note;
  /// - `import Combine` outside an `#if` becomes Combine where it exists and OpenCombine elsewhere;
  /// - in `switch` cases, Uber's spellings `.InProgress` and `.DidComplete` of a leak detection
  ///   status become `.inProgress` and `.didComplete` (they compare as they are, but a `switch`
  ///   names the cases).
  ///
  /// What cannot be changed mechanically is left as it is and named in ``notes``. A file that has
  /// nothing to migrate, such as one migrated already, is left unchanged.
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
    /// Each change, in a few words: "import RIBsRx added".
    public let changes: [String]

    /// Whether the migration changes the file.
    public var changesFile: Bool { !hunks.isEmpty }

    /// Migrates `source`, the text of one Swift file.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The file's path, for the module it is in (see
    ///     ``ProjectDeclarations/module(ofFile:)``).
    ///   - project: The types the app declares, in all its files.
    ///   - isolating: The app's protocols to mark `@preconcurrency @MainActor`.
    public init(
      migrating source: String, path: String? = nil,
      project: ProjectDeclarations = ProjectDeclarations(), isolating: Set<String> = []
    ) {
      let tree = Parser.parse(source: source)
      let finder = EditFinder(
        source: source, project: project, isolating: isolating, viewMode: .sourceAccurate)
      finder.walk(tree)
      finder.replaceModernRIBsImports(
        module: path.flatMap(ProjectDeclarations.module(ofFile:)), project: project)
      finder.addRIBsRxImport()
      // An app on Needle moves to RIBs' components and the generated graph in the same pass.
      let needle = NeedleMigration(tree: tree, source: source)
      let text = SourceText(source)
      original = source
      notes = (finder.notes + needle.notes).enumerated()
        .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        .map { Note(line: text.line(ofOffset: $0.element.offset), message: $0.element.message) }
      let applied = text.applying(finder.edits + needle.edits)
      migrated = applied.text
      hunks = applied.hunks
      changes = applied.hunks.isEmpty ? [] : needle.changes + finder.changes
    }
  }

  /// Walks a file's syntax tree for the edits and notes of ``SourceMigration``.
  private final class EditFinder: SyntaxVisitor {
    private let source: String
    private let project: ProjectDeclarations
    private let isolating: Set<String>
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [(offset: Int, message: String)] = []
    private(set) var changes: [String] = []
    /// Where the `import RIBs` line ends, under which `import RIBsRx` goes, and its indentation.
    private var ribsImport: (end: Int, indentation: String)?
    private var importsRIBsRx = false
    private var importsRx = false
    /// Whether the file declares a scope that observes its own activeness, which conforms to
    /// RIBsRx's `ActivenessObservable`.
    private var declaresObservingScope = false
    /// The `import ModernRIBs` lines, replaced once the whole file is read.
    private var modernRIBsImports: [(range: Range<Int>, indentation: String)] = []
    /// Every name the file uses: identifiers, members, types.
    private var usedNames: Set<String> = []
    private var importsCombine = false
    /// Whether the file declares a scope that publishes its own activeness, which conforms to
    /// RIBsCombine's `ActivenessPublishing` once the note about it is followed.
    private var declaresPublishingScope = false
    /// Swift Testing suites and tests at the top level that are not on the main actor.
    private var testsOffTheMainActor: [Int] = []

    init(
      source: String, project: ProjectDeclarations, isolating: Set<String>,
      viewMode: SyntaxTreeViewMode
    ) {
      self.source = source
      self.project = project
      self.isolating = isolating
      super.init(viewMode: viewMode)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      let module = node.path.map(\.name.text).joined(separator: ".")
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let range = start..<node.endPositionBeforeTrailingTrivia.utf8Offset
      let indentation = SourceText.indentation(ofLineAt: start, in: source)
      switch module {
      case "ModernRIBs":
        modernRIBsImports.append((range, indentation))
        if node.attributes.contains(where: { $0.trimmedDescription == "@testable" }) {
          notes.append(
            (
              start,
              "@testable import ModernRIBs became plain imports: tests need only RIBs' public API."
            ))
        }
      case "RIBs" where node.importKindSpecifier == nil:
        if ribsImport == nil { ribsImport = (range.upperBound, indentation) }
      case "RIBsRx":
        importsRIBsRx = true
      case "Combine" where !node.isInsideIfConfig:
        importsCombine = true
        changes.append("import Combine falls back to OpenCombine")
        let inner = "\(indentation)  "
        edits.append(
          TextEdit(
            range: range,
            replacement: "#if canImport(Combine)\n\(inner)import Combine\n\(indentation)#else\n"
              + "\(inner)import OpenCombine\n\(indentation)#endif"))
      case "Combine", "OpenCombine":
        importsCombine = true
      case _ where RIBsRxAPI.rxModules.contains(module):
        importsRx = true
      default:
        break
      }
      return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      if let note = UnavailableAPI.notes[name], !usedNames.contains(name) {
        notes.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, note))
      }
      usedNames.insert(name)
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      usedNames.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
      usedNames.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
      // A top-level `@Suite` type or `@Test` function that Swift Testing runs off the main actor.
      if node.parent?.parent?.is(SourceFileSyntax.self) == true,
        let decl = node.item.as(DeclSyntax.self),
        let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes
      {
        let names = attributes.compactMap {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
        if !names.contains("MainActor"), names.contains("Suite") || names.contains("Test") {
          testsOffTheMainActor.append(decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
      }
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      addActivenessConformance(to: node)
      addObservableConformances(to: node)
      renameStatusOverride(in: node)
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      let isMainActor = node.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
      }
      guard isolating.contains(name), !isMainActor else { return .visitChildren }
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(
        TextEdit(
          range: start..<start,
          replacement: "@preconcurrency @MainActor\n"
            + SourceText.indentation(ofLineAt: start, in: source)))
      changes.append("\(name) marked @preconcurrency @MainActor")
      return .visitChildren
    }

    /// A hand-written mock of an interactable that declares its own `isActiveStream`, as
    /// ModernRIBs' and Uber's mocks do, conforms to the protocol through which the framework
    /// follows it: `ActivenessPublishing` for a publisher, `ActivenessObservable` for an
    /// observable.
    private func addActivenessConformance(to node: ClassDeclSyntax) {
      guard let streamType = declaredType(of: "isActiveStream", in: node) else { return }
      let names = ProjectDeclarations.names(in: node.inheritanceClause)
      guard let last = node.inheritanceClause?.inheritedTypes.last,
        names.contains(where: isInteractable)
      else { return }
      let spelled = streamType.filter { !$0.isWhitespace }
      let bridge: (protocol: String, module: String)
      switch spelled {
      case "AnyPublisher<Bool,Never>", "Combine.AnyPublisher<Bool,Never>",
        "OpenCombine.AnyPublisher<Bool,Never>":
        bridge = ("ActivenessPublishing", "RIBsCombine")
        declaresPublishingScope = true
      case "Observable<Bool>", "RxSwift.Observable<Bool>":
        bridge = ("ActivenessObservable", "RIBsRx")
        declaresObservingScope = true
      default:
        notes.append(
          (
            node.positionAfterSkippingLeadingTrivia.utf8Offset,
            "\(node.name.text) declares its own isActiveStream as \(streamType)"
              + ": for workers, streams or workflow steps bound to it to follow its changes, "
              + "declare it as AnyPublisher<Bool, Never> and add ActivenessPublishing "
              + "(RIBsCombine), or as Observable<Bool> and add ActivenessObservable (RIBsRx)."
          ))
        return
      }
      guard !names.contains(bridge.protocol) else { return }
      let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(TextEdit(range: end..<end, replacement: ", \(bridge.protocol)"))
      changes.append("\(node.name.text) conforms to \(bridge.protocol) (\(bridge.module))")
    }

    /// A hand-written mock of a worker or a router that declares its own `isStartedStream` or
    /// `lifecycle` observable, as mocks of Uber's `Working` and `Routing` do, conforms to the RIBsRx
    /// protocol through which `isStartedStream` on `any Working` and `lifecycle` on `any Routing`
    /// reach it.
    private func addObservableConformances(to node: ClassDeclSyntax) {
      let names = ProjectDeclarations.names(in: node.inheritanceClause)
      guard let last = node.inheritanceClause?.inheritedTypes.last else { return }
      let bridges = [
        (
          member: "isStartedStream", type: "Bool", refines: "Working",
          bridge: "StartednessObservable"
        ),
        (
          member: "lifecycle", type: "RouterLifecycle", refines: "Routing",
          bridge: "LifecycleObservable"
        ),
      ]
      for (member, element, refined, bridge) in bridges {
        guard !names.contains(bridge),
          let type = declaredType(of: member, in: node)?.filter({ !$0.isWhitespace }),
          type == "Observable<\(element)>" || type == "RxSwift.Observable<\(element)>",
          names.contains(where: { refines($0, refined) })
        else { continue }
        let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(TextEdit(range: end..<end, replacement: ", \(bridge)"))
        changes.append("\(node.name.text) conforms to \(bridge) (RIBsRx)")
        declaresObservingScope = true
      }
    }

    /// A test's leak detector subclass that overrides Uber's `status` observable, which Swift cannot
    /// override here (RIBsRx declares it in an extension, beside RIBs' `status` value): the
    /// property is renamed `statusObservable`, without `override`, and a note says so.
    private func renameStatusOverride(in node: ClassDeclSyntax) {
      let names = ProjectDeclarations.names(in: node.inheritanceClause)
      guard names.contains("LeakDetector") else { return }
      for member in node.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          let override = variable.modifiers.first(where: {
            $0.name.tokenKind == .keyword(.override)
          }),
          let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          name.text == "status",
          binding.typeAnnotation?.type.trimmedDescription.hasSuffix(
            "Observable<LeakDetectionStatus>")
            == true
        else { continue }
        let overrideStart = override.positionAfterSkippingLeadingTrivia.utf8Offset
        // The keyword and the space after it (its trailing trivia).
        edits.append(
          TextEdit(range: overrideStart..<override.endPosition.utf8Offset, replacement: ""))
        let nameStart = name.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(
          TextEdit(
            range: nameStart..<name.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: "statusObservable"))
        changes.append("\(node.name.text).status became statusObservable")
        declaresObservingScope = true
        notes.append(
          (
            overrideStart,
            "\(node.name.text) overrode Uber's status observable, which cannot be overridden here "
              + "(RIBs' status is a value; RIBsRx adds the observable in an extension): it is now "
              + "statusObservable, without override. Code that read the mock's status to count the "
              + "reads should read statusObservable."
          ))
      }
    }

    /// The type a class declares a stored or computed property `name` with, as written.
    private func declaredType(of name: String, in node: ClassDeclSyntax) -> String? {
      node.memberBlock.members.lazy.compactMap { member in
        member.decl.as(VariableDeclSyntax.self)?.bindings.first {
          $0.pattern.trimmedDescription == name
        }
      }.first?.typeAnnotation?.type.trimmedDescription
    }

    /// Whether `name` is the framework's interactor scope protocol, or a protocol of the app's that
    /// refines it.
    private func isInteractable(_ name: String) -> Bool {
      refines(name, "Interactable") || refines(name, "InteractorScope")
    }

    /// Whether `name` is the framework's protocol `framework` (`Interactable`, `Working`,
    /// `Routing`), one whose name ends with it (`ViewableRouting`, `RootInteractable`), or a
    /// protocol of the app's that refines one.
    private func refines(_ name: String, _ framework: String) -> Bool {
      var seen: Set<String> = []
      var pending = [name]
      while let next = pending.popLast(), seen.insert(next).inserted {
        if next.hasSuffix(framework) { return true }
        for declaration in project.declarations(named: next) where declaration.keyword == "protocol"
        {
          pending += declaration.inherited
        }
      }
      return false
    }

    /// Adds `import RIBsRx` under `import RIBs` in a file that uses Uber's RxSwift API.
    func addRIBsRxImport() {
      guard let ribsImport, !importsRIBsRx else { return }
      let workflowTypes = RIBsRxAPI.workflowTypes.union(
        project.allDeclarations.compactMap { name, declarations in
          declarations.contains { $0.keyword == "class" && $0.inherited.first == "Workflow" }
            ? name : nil
        })
      let speaksRx = importsRx || !usedNames.isDisjoint(with: RIBsRxAPI.ownNames)
      let usesAPI =
        declaresObservingScope || !usedNames.isDisjoint(with: RIBsRxAPI.members)
        || !usedNames.isDisjoint(with: workflowTypes)
        || (usedNames.contains(RIBsRxAPI.leakDetectorStatus) && usedNames.contains("LeakDetector"))
      guard declaresObservingScope || (speaksRx && usesAPI) else { return }
      edits.append(
        TextEdit(
          range: ribsImport.end..<ribsImport.end,
          replacement: "\n\(ribsImport.indentation)import RIBsRx"))
      changes.append("import RIBsRx added")
    }

    /// Replaces each `import ModernRIBs` with what this file needs, now that all of it was read.
    func replaceModernRIBsImports(module: String?, project: ProjectDeclarations) {
      guard let first = modernRIBsImports.first else { return }
      for offset in testsOffTheMainActor {
        notes.append(
          (
            offset,
            "Swift Testing runs this off the main actor, and RIBs' types belong to it (a debug "
              + "build stops at a call from elsewhere): mark it @MainActor. XCTest cases need "
              + "nothing: XCTest runs them on the main thread."
          ))
      }
      // The app's own types that RIBsCombine declares too, declared in another module and used
      // here: importing RIBsCombine whole would make them ambiguous.
      var clashes: [(name: String, declaration: ProjectDeclarations.Declaration)] = []
      var usesCombineAPI =
        declaresPublishingScope || !usedNames.isDisjoint(with: RIBsCombineAPI.members)
      if importsCombine, !usedNames.isDisjoint(with: RIBsCombineAPI.membersWithCombine) {
        usesCombineAPI = true
      }
      if usedNames.contains(RIBsCombineAPI.leakDetectorStatus), usedNames.contains("LeakDetector") {
        usesCombineAPI = true
      }
      for name in RIBsCombineAPI.types.sorted() where usedNames.contains(name) {
        let own = project.declarations(named: name)
        if own.isEmpty {
          usesCombineAPI = true  // RIBsCombine's
        } else if let declaration = own.first,
          own.allSatisfy({ $0.module != module || module == nil })
        {
          clashes.append((name, declaration))
        }
      }
      var lines = ["import RIBs"]
      if usesCombineAPI {
        lines.append("import RIBsCombine")
        for (name, declaration) in clashes {
          if let owner = declaration.module {
            lines.append("import \(declaration.keyword) \(owner).\(name)")
            notes.append(
              (
                first.range.lowerBound,
                "\(name) is declared by \(owner) and by RIBsCombine: `import "
                  + "\(declaration.keyword) \(owner).\(name)` keeps yours in this file. "
                  + "RIBsCombine's has the same API; to use it everywhere, delete yours."
              ))
          } else {
            notes.append(
              (
                first.range.lowerBound,
                "\(name) is declared by this app and by RIBsCombine, which this file needs: add "
                  + "`import \(declaration.keyword) <YourModule>.\(name)` under the imports to keep "
                  + "yours, or delete yours (RIBsCombine's has the same API)."
              ))
          }
        }
      }
      // A second `import ModernRIBs` (in another #if branch) gets the same lines.
      changes.append("import ModernRIBs became " + lines.joined(separator: ", "))
      for modernRIBs in modernRIBsImports {
        edits.append(
          TextEdit(
            range: modernRIBs.range,
            replacement: lines.joined(separator: "\n\(modernRIBs.indentation)")))
      }
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
