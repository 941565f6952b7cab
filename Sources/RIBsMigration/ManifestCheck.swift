#if Migration
  import SwiftParser
  import SwiftSyntax

  /// What `ribs migrate` tells about a `Package.swift`, which it does not edit.
  public enum ManifestCheck {
    /// The line, from 1, of the first string literal in `manifest` that names ModernRIBs (its
    /// package URL or a product), or `nil` if none does; comments do not count.
    public static func lineNamingModernRIBs(in manifest: String) -> Int? {
      let tree = Parser.parse(source: manifest)
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(tree)
      return finder.offset.map { SourceText(manifest).line(ofOffset: $0) }
    }

    private final class Finder: SyntaxVisitor {
      private(set) var offset: Int?

      override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        if offset == nil, node.content.text.contains("ModernRIBs") {
          offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return .skipChildren
      }
    }
  }
#endif
