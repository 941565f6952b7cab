/// Helpers the templates share to put code together.
enum TemplateText {
  /// The non-empty pieces, each on its own line(s).
  static func lines(_ pieces: [String?]) -> String {
    pieces.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// `text` indented by `spaces` spaces, blank lines left blank.
  static func indented(_ text: String, by spaces: Int = 2) -> String {
    indented(text, by: String(repeating: " ", count: spaces))
  }

  /// `text` with `indentation` before each line, blank lines left blank.
  static func indented(_ text: String, by indentation: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
  }

  /// A type's declaration and its opening brace: on the same line when it fits in 100
  /// characters, else on the next, as swift-format writes it.
  static func declaration(_ declaration: String) -> String {
    declaration.count + 2 <= 100 ? declaration + " {" : declaration + "\n{"
  }

  /// `names` as a Swift list: `Home, Settings`.
  static func list(_ names: [String]) -> String {
    names.joined(separator: ", ")
  }
}

extension RIBName {
  /// The router's property that holds this child's builder: `homeBuilder`.
  var builderProperty: String { lowerCamelCase + "Builder" }
}

extension RIBTemplateOptions {
  /// The RIB's tab enumeration: `MainTab`.
  var tabType: String { name.value + "Tab" }

  /// The protocol the RIB's routing refines.
  var routingBase: String { isRoot ? "LaunchRouting" : (hasView ? "ViewableRouting" : "Routing") }

  /// The RIB's edges to its children shown in these ways, in the order of `children.all`.
  func edges(of kinds: Set<ChildEdge.Kind>) -> [ChildEdge] {
    let byKind: [(ChildEdge.Kind, [RIBName])] = [
      (.tab, children.tabs), (.push, children.stack), (.present, children.presented),
    ]
    return byKind.filter { kinds.contains($0.0) }.flatMap { kind, names in
      names.map { ChildEdge(parent: name, child: $0, kind: kind) }
    }
  }

  /// The imports of a file that names the navigation models.
  var navigationImport: String { hasModels ? "import RIBsNavigation\n" : "" }
}
