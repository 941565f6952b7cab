import RIBs

extension RIBTreeSnapshot {
  /// The tree as indented text, one RIB per line, ending with a line break; names are sanitized
  /// for a terminal: control characters and text-direction marks show as `\u{…}` text, as a
  /// snapshot read from a file may hold anything.
  ///
  /// ```text
  /// Root (active)
  ///   LoggedIn (active, no view)
  ///     OffGame (active)
  /// ```
  ///
  /// Each level is indented by two spaces up to 32 levels; a deeper RIB is indented as the 32nd
  /// level and starts with its depth, `[depth 40] Name (active)`, so that the text grows linearly
  /// with the number of RIBs, however deep the tree.
  public var indentedText: String {
    indentedText(naming: UntrustedText.sanitized)
  }
}
