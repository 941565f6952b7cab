extension Routing {
  /// The subtree as indented text, one RIB per line with whether it is active and whether it has a
  /// view.
  ///
  /// ```text
  /// Root (active)
  ///   LoggedIn (active, no view)
  ///     OffGame (active)
  ///       BasicScoreBoard (active)
  /// ```
  ///
  /// Useful in a debugger, a log, or a test's failure message. The indentation stops growing
  /// after 32 levels, so that a deep tree stays readable.
  public var treeDescription: String {
    // The names are the routers' type names, which need no sanitizing for a terminal.
    String(RIBTreeSnapshot(of: self).indentedText(naming: { $0 }).dropLast())
  }
}

extension RIBTreeSnapshot {
  /// How many levels of indentation the text shows; deeper RIBs say their depth instead.
  package static let maximumIndentedDepth = 32

  /// The tree as indented text, one RIB per line, ending with a line break, each name as `naming`
  /// writes it: RIBTreeRendering's `indentedText` sanitizes names read from a file.
  ///
  /// Each level is indented by two spaces up to 32 levels; a deeper RIB is indented as the 32nd
  /// level and starts with its depth, `[depth 40] Name (active)`, so that the text grows linearly
  /// with the number of RIBs, however deep the tree.
  package func indentedText(naming: (String) -> String) -> String {
    var text = ""
    for node in nodes {
      let indentation = min(node.depth, Self.maximumIndentedDepth)
      text += String(repeating: "  ", count: indentation)
      if node.depth > Self.maximumIndentedDepth { text += "[depth \(node.depth)] " }
      text += naming(node.name)
      text += node.isActive ? " (active" : " (inactive"
      text += node.hasView ? ")\n" : ", no view)\n"
    }
    return text
  }
}
