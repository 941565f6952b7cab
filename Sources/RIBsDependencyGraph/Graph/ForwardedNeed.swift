/// A need a dependency protocol forwards: one that a descendant's RIB declares and no component on
/// the way provides.
package struct ForwardedNeed: Hashable, Sendable {
  /// The requirement, where a descendant declares it.
  package var requirement: Requirement
  /// The components it comes through, from the nearest to the forwarding protocol's component
  /// down to the parent of the RIB that declares it: `[RootComponent, LoggedInComponent]`.
  package var via: [String]
}
