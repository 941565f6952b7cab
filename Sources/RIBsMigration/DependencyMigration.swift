#if Migration
  import RIBsDependencyGraph
  import SwiftParser
  import SwiftSyntax

  /// What `ribs migrate` does to a Swift file that declares an app's dependencies: a SwiftPM
  /// manifest (`Package.swift`, Tuist's `Tuist/Package.swift` too), Tuist's
  /// `Tuist/Dependencies.swift`, a `Project.swift`, helpers and templates under `Tuist/` or a
  /// plugin's `ProjectDescriptionHelpers`, and any other file that imports `ProjectDescription`.
  ///
  /// With a ``RIBsPackageReference``, the dependency on ModernRIBs or Uber's RIBs becomes one on
  /// RIBs for Swift 6: a SwiftPM `.package(…)` is rewritten with the reference and the traits the
  /// app needs (`RxSwift` for an app on Uber's RIBs), raising the manifest's tools version to 6.1
  /// where traits need it (and keeping Swift 5 mode where the old version meant it); a Tuist
  /// package's URL and version are replaced. Products follow: `ModernRIBs` becomes `RIBs` and
  /// `RIBsCombine`, and a target that links `RIBs` and RxSwift also gets `RIBsRx`. Without a
  /// reference, nothing is changed and each place is named in a note with what to write. What
  /// cannot be changed safely (a trait Tuist's `Dependencies.swift` cannot express, a branch
  /// pin, a deployment target below RIBs for Swift 6's) is named in a note.
  public struct DependencyMigration: Sendable {
    /// What kind of file it is.
    public enum Kind: Sendable {
      /// A SwiftPM manifest, where `.package(…)` takes traits.
      case swiftPMManifest
      /// A Tuist manifest or helper, where packages are `.remote(url:requirement:)` and products
      /// `.external(name:)` or `.package(product:)`.
      case tuist
    }

    /// The file as it was.
    public let original: String
    /// The file after the edits.
    public let migrated: String
    /// The edits as unified diff hunks, in file order.
    public let hunks: [DiffHunk]
    /// What the user should know, in file order.
    public let notes: [SourceMigration.Note]
    /// Each change, in a few words.
    public let changes: [String]

    /// Migrates `source`, a file of kind `kind`, from `framework`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - kind: What the file is.
    ///   - framework: The framework the app moves from.
    ///   - package: Where RIBs for Swift 6 is; `nil` to change nothing and say what to change.
    public init(
      migrating source: String, kind: Kind, framework: AppFramework,
      package: RIBsPackageReference?
    ) {
      let finder = DependencyEditFinder(
        source: source, kind: kind, framework: framework, package: package)
      finder.walk(Parser.parse(source: source))
      finder.finish()
      let text = SourceText(source)
      original = source
      notes = finder.notes.sorted { $0.offset < $1.offset }
        .map { SourceMigration.Note(line: text.line(ofOffset: $0.offset), message: $0.message) }
      let applied = text.applying(finder.edits)
      migrated = applied.text
      hunks = applied.hunks
      changes = Self.counted(finder.changes)
    }

    /// The changes, each once, with how many times it was made: "linked RIBs and RIBsRx (3 times)".
    private static func counted(_ changes: [String]) -> [String] {
      var order: [String] = []
      var counts: [String: Int] = [:]
      for change in changes {
        if counts[change] == nil { order.append(change) }
        counts[change, default: 0] += 1
      }
      return order.map {
        counts[$0, default: 1] > 1 ? "\($0) (\(counts[$0, default: 1]) times)" : $0
      }
    }

    /// The frameworks whose repositories `source` names in string literals (comments do not
    /// count).
    ///
    /// - Parameter source: A Swift dependency file's text.
    /// - Returns: The frameworks, in the order they appear.
    public static func frameworksNamed(in source: String) -> [AppFramework] {
      final class Finder: SyntaxVisitor {
        var found: [AppFramework] = []
        override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
          if let framework = AppFramework.ofRepository(node.content.text) {
            found.append(framework)
          }
          return .skipChildren
        }
      }
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(Parser.parse(source: source))
      return finder.found
    }
  }

  /// Walks a dependency file for the edits and notes of ``DependencyMigration``.
  private final class DependencyEditFinder: SyntaxVisitor {
    private let source: String
    private let kind: DependencyMigration.Kind
    private let framework: AppFramework
    private let package: RIBsPackageReference?
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [(offset: Int, message: String)] = []
    private(set) var changes: [String] = []
    /// Array and dictionary elements already rewritten.
    private var rewrittenElements: Set<SyntaxIdentifier> = []
    /// Whether a `.package(…)` now names traits, which need tools version 6.1.
    private var writesTraits = false
    /// The manifest's `Package(…)` call, for its language modes.
    private var packageCall: FunctionCallExprSyntax?

    init(
      source: String, kind: DependencyMigration.Kind, framework: AppFramework,
      package: RIBsPackageReference?
    ) {
      self.source = source
      self.kind = kind
      self.framework = framework
      self.package = package
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
        packageCall == nil
      {
        packageCall = node
      }
      checkDeploymentTarget(node)
      return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
      guard let value = node.plainValue else { return .skipChildren }
      if AppFramework.ofRepository(value) == framework {
        migrateRepository(node)
      } else if value == framework.product {
        migrateProduct(node)
      }
      return .skipChildren
    }

    // MARK: The package

    private func migrateRepository(_ literal: StringLiteralExprSyntax) {
      let offset = literal.positionAfterSkippingLeadingTrivia.utf8Offset
      let call = literal.enclosingCall
      guard let package else {
        notes.append(
          (
            offset,
            "depends on \(framework.name): depend on RIBs for Swift 6 instead, "
              + wanted(call) + ". Run ribs migrate with --package-url <its URL> to have this "
              + "written."
          ))
        return
      }
      if kind == .swiftPMManifest, let call, call.memberName == "package" {
        let arguments =
          call.leftParen.map { $0.endPositionBeforeTrailingTrivia.utf8Offset }.map {
            $0..<call.arguments.endPosition.utf8Offset
          }
        guard let arguments else { return }
        edits.append(
          TextEdit(
            range: arguments, replacement: package.swiftPMArguments(traits: framework.traits)))
        writesTraits = true
        changes.append(
          "the dependency on \(framework.name) became RIBs for Swift 6 (\(package.location)"
            + (framework.traits.isEmpty
              ? "" : ", trait \(framework.traits.joined(separator: ", "))")
            + ")")
        return
      }
      // Tuist: the URL and the version, in place.
      guard !package.isPath else {
        notes.append(
          (
            offset,
            "depends on \(framework.name): RIBs for Swift 6 is at a path here (\(package.location)):"
              + " declare it with .local(path:)."
          ))
        return
      }
      replace(literal, with: package.location)
      var versions = 0
      for nested in call.map(Syntax.init)?.descendants(StringLiteralExprSyntax.self) ?? []
      where nested.plainValue?.isVersion == true {
        replace(nested, with: RIBsPackageReference.version)
        versions += 1
      }
      if versions == 0 {
        notes.append(
          (
            offset,
            "the dependency on \(framework.name) is pinned to a branch or a revision: ask for "
              + "RIBs for Swift 6 from \"\(RIBsPackageReference.version)\"."
          ))
      }
      changes.append(
        "the package of \(framework.name) became RIBs for Swift 6 (\(package.location))")
      if !framework.traits.isEmpty {
        notes.append(
          (
            offset,
            "RIBsRx needs the package's \(framework.traits.joined(separator: ", ")) trait, which "
              + "this file cannot enable: declare RIBs for Swift 6 in Tuist/Package.swift with "
              + "traits: [\"RxSwift\"] (Tuist 4), or in the app's Package.swift."
          ))
      }
    }

    /// What to write instead of `call`, in words.
    private func wanted(_ call: FunctionCallExprSyntax?) -> String {
      let traits = framework.traits.map { "\"\($0)\"" }.joined(separator: ", ")
      if kind == .swiftPMManifest, call?.memberName == "package" {
        return
          ".package(url: \"<URL of RIBs for Swift 6>\", from: \"\(RIBsPackageReference.version)\""
          + ", traits: [\(traits)]) (traits need swift-tools-version 6.1)"
      }
      return "its URL, from \"\(RIBsPackageReference.version)\""
        + (traits.isEmpty ? "" : ", with the trait \(traits)")
    }

    // MARK: Products

    private func migrateProduct(_ literal: StringLiteralExprSyntax) {
      let offset = literal.positionAfterSkippingLeadingTrivia.utf8Offset
      if literal.argumentLabel == "package" {
        // Inside an element rewritten as a whole, or on its own.
        if literal.enclosingElement == nil, let package { replace(literal, with: package.identity) }
        return
      }
      guard let package else {
        notes.append(
          (
            offset,
            "names the product of \(framework.name): link "
              + (framework == .modernRIBs
                ? "RIBs and RIBsCombine" : "RIBs (and RIBsRx in targets that use RxSwift)")
              + " from RIBs for Swift 6 instead."
          ))
        return
      }
      guard let element = literal.enclosingElement else {
        if framework == .modernRIBs { replace(literal, with: "RIBs") }
        notes.append(
          (
            offset,
            framework == .modernRIBs
              ? "the ModernRIBs product is RIBs now; targets that use its publishers also need "
                + "the RIBsCombine product: add it beside this one."
              : "targets that use RxSwift with RIBs also need the RIBsRx product: add it beside "
                + "this one."
          ))
        return
      }
      guard rewrittenElements.insert(element.id).inserted else { return }
      let products: [String]
      switch framework {
      case .modernRIBs:
        products = ["RIBs", "RIBsCombine"]
      case .ubersRIBs:
        let siblings = element.parent.map { $0.trimmedDescription } ?? ""
        let needsRx =
          ["\"RxSwift\"", "\"RxCocoa\"", "\"RxRelay\""].contains { siblings.contains($0) }
          && !siblings.contains("\"RIBsRx\"")
        products = needsRx ? ["RIBs", "RIBsRx"] : ["RIBs"]
      }
      let start = element.positionAfterSkippingLeadingTrivia.utf8Offset
      let separator =
        element.leadingTrivia.contains(where: \.isNewline)
        ? "\n" + SourceText.indentation(ofLineAt: start, in: source) : " "
      let copies = products.map { product in
        element.expressionText(renaming: framework.product, product: product, package: package)
      }
      let range = start..<element.expressionEnd.utf8Offset
      let replacement = copies.joined(separator: "," + separator)
      // Migrated already.
      guard replacement != String(decoding: Array(source.utf8)[range], as: UTF8.self) else {
        return
      }
      edits.append(TextEdit(range: range, replacement: replacement))
      if products.count > 1 || framework == .modernRIBs {
        changes.append("linked " + products.joined(separator: " and "))
      }
    }

    // MARK: What needs a hand

    private func checkDeploymentTarget(_ call: FunctionCallExprSyntax) {
      let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
      var versions: [(platform: String, version: String)] = []
      if let platform = call.memberName, DeploymentFloor.versions[platform] != nil,
        let argument = call.arguments.first
      {
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
          versions.append((platform, member.declName.baseName.text))
        } else if let version = argument.expression.as(StringLiteralExprSyntax.self)?.plainValue {
          versions.append((platform, version))
        }
      } else if call.memberName == "multiplatform" || call.memberName == "deploymentTargets" {
        for argument in call.arguments {
          guard let label = argument.label?.text,
            let version = argument.expression.as(StringLiteralExprSyntax.self)?.plainValue
          else { continue }
          versions.append((label, version))
        }
      }
      for (platform, version) in versions {
        if let note = DeploymentFloor.note(platform: platform, version: version) {
          notes.append((offset, "the app " + note))
        }
      }
    }

    /// Raises the tools version where the manifest now names traits, keeping Swift 5 mode where
    /// the old version meant it.
    func finish() {
      guard writesTraits, kind == .swiftPMManifest else { return }
      let marker = "// swift-tools-version:"
      guard let line = source.split(separator: "\n", omittingEmptySubsequences: false).first,
        line.hasPrefix(marker)
      else { return }
      let version = String(line.dropFirst(marker.count).filter { $0 != " " })
      let parts = version.split(separator: ".").compactMap { Int($0) }
      guard let major = parts.first else { return }
      let minor = parts.count > 1 ? parts[1] : 0
      guard (major, minor) < (6, 1) else { return }
      edits.append(
        TextEdit(range: 0..<line.utf8.count, replacement: "// swift-tools-version: 6.1"))
      changes.append("swift-tools-version \(version) became 6.1 (package traits)")
      let setsModes =
        packageCall?.arguments.contains {
          ["swiftLanguageModes", "swiftLanguageVersions"].contains($0.label?.text ?? "")
        } ?? true
      if major < 6, !setsModes, let call = packageCall, let last = call.arguments.last {
        let end = last.expression.endPositionBeforeTrailingTrivia.utf8Offset
        let indentation = SourceText.indentation(
          ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset, in: source)
        edits.append(
          TextEdit(
            range: end..<end,
            replacement: ",\n\(indentation)swiftLanguageModes: [.v5]"))
        changes.append("swiftLanguageModes: [.v5] keeps the targets in Swift 5 mode")
      }
    }

    private func replace(_ literal: StringLiteralExprSyntax, with value: String) {
      guard let segment = literal.segments.first else { return }
      edits.append(
        TextEdit(
          range: segment.positionAfterSkippingLeadingTrivia
            .utf8Offset..<segment.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: value))
    }
  }

  extension StringLiteralExprSyntax {
    /// The literal's text if it is a plain one-segment string without interpolation.
    fileprivate var plainValue: String? {
      guard segments.count == 1, let segment = segments.first?.as(StringSegmentSyntax.self)
      else { return nil }
      return segment.content.text
    }

    /// The label of the argument the literal is, if it is one.
    fileprivate var argumentLabel: String? {
      parent?.as(LabeledExprSyntax.self)?.label?.text
    }

    /// The call whose argument the literal is.
    fileprivate var enclosingCall: FunctionCallExprSyntax? {
      parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The array or dictionary element the literal is in, directly or as an argument of the
    /// element's call (`.product(name: "RIBs", package: "RIBs")`, `"RIBs": .framework`).
    fileprivate var enclosingElement: CollectionElement? {
      var node = Syntax(self)
      for _ in 0..<6 {
        guard let parent = node.parent else { return nil }
        if let element = parent.as(ArrayElementSyntax.self) { return .array(element) }
        if let element = parent.as(DictionaryElementSyntax.self) { return .dictionary(element) }
        node = parent
      }
      return nil
    }
  }

  extension String {
    /// Whether the text is a version: `1.0.0`, `0.9`.
    fileprivate var isVersion: Bool {
      let parts = split(separator: ".", omittingEmptySubsequences: false)
      return (2...3).contains(parts.count)
        && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
  }

  extension FunctionCallExprSyntax {
    /// The member a call names: `package` in `.package(url:…)`, `iOS` in `.iOS(.v16)`.
    fileprivate var memberName: String? {
      calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
  }

  extension Syntax {
    /// The descendants of type `type`, depth first.
    fileprivate func descendants<Node: SyntaxProtocol>(_ type: Node.Type) -> [Node] {
      var found: [Node] = []
      var pending = Array(children(viewMode: .sourceAccurate))
      while let node = pending.popLast() {
        if let match = node.as(type) { found.append(match) }
        pending += node.children(viewMode: .sourceAccurate)
      }
      return found
    }
  }

  /// An element of an array or a dictionary literal, which a product's rewrite copies.
  private enum CollectionElement {
    case array(ArrayElementSyntax)
    case dictionary(DictionaryElementSyntax)

    private var node: Syntax {
      switch self {
      case .array(let element): Syntax(element)
      case .dictionary(let element): Syntax(element)
      }
    }

    var id: SyntaxIdentifier { node.id }
    var parent: Syntax? { node.parent }
    var leadingTrivia: Trivia { node.leadingTrivia }
    var positionAfterSkippingLeadingTrivia: AbsolutePosition {
      node.positionAfterSkippingLeadingTrivia
    }

    /// Where the element's expression ends, before its comma.
    var expressionEnd: AbsolutePosition {
      switch self {
      case .array(let element): element.expression.endPositionBeforeTrailingTrivia
      case .dictionary(let element): element.value.endPositionBeforeTrailingTrivia
      }
    }

    /// The element's text without its comma, with each string literal `old` renamed: `package:`
    /// arguments to the package's identity, others to `product`.
    func expressionText(renaming old: String, product: String, package: RIBsPackageReference)
      -> String
    {
      let start = node.positionAfterSkippingLeadingTrivia
      var text = Array(node.trimmedDescription.utf8)
      if case .array(let element) = self, element.trailingComma != nil {
        text = Array(element.expression.trimmedDescription.utf8)
      } else if case .dictionary(let element) = self, element.trailingComma != nil {
        let end = element.value.endPositionBeforeTrailingTrivia.utf8Offset - start.utf8Offset
        text = Array(text.prefix(end))
      }
      let literals = Syntax(node).descendants(StringLiteralExprSyntax.self)
        .filter { $0.plainValue == old }
        .sorted { $0.position > $1.position }
      for literal in literals {
        guard let segment = literal.segments.first else { continue }
        let lower = segment.positionAfterSkippingLeadingTrivia.utf8Offset - start.utf8Offset
        let upper = segment.endPositionBeforeTrailingTrivia.utf8Offset - start.utf8Offset
        guard lower >= 0, upper <= text.count else { continue }
        let value = literal.argumentLabel == "package" ? package.identity : product
        text.replaceSubrange(lower..<upper, with: Array(value.utf8))
      }
      return String(decoding: text, as: UTF8.self)
    }
  }
#endif
