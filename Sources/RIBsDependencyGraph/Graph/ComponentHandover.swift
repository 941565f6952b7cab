/// A component handed to a child RIB, such as `OffGameBuilder(dependency: component)` in
/// `LoggedInBuilder`, where `component` is a `LoggedInComponent`.
///
/// The parent's component then conforms to the child's dependency protocol.
package struct ComponentHandover: Hashable, Sendable {
  /// The parent's component: `LoggedInComponent`.
  package var parent: String
  /// The child's dependency protocol: `OffGameDependency`.
  package var child: String
  /// Whether the parent's component conforms to the child's protocol by hand (`extension
  /// LoggedInComponent: OffGameDependency`): the graph writes no conformance for it.
  package var isWrittenByHand: Bool
  /// Where the component is handed over; the first place, if it is handed over in several.
  package var location: SourceLocation
}
