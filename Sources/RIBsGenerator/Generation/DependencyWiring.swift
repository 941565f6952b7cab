/// Who writes the glue between a parent's component and a new RIB's dependency protocol.
public enum DependencyWiring: String, Sendable, CaseIterable {
  /// Written at build time: the RIBsDependencies plugin in a package, or `ribs dependencies` for
  /// an Xcode project. The RIB's `XDependency` inherits `XDependencyForwarding`, through which its
  /// children's needs come from above; the parent's component conforms to it in generated code.
  case generated
  /// Written by hand, as Uber's templates do: `<Parent>Component+<Name>.swift` makes the parent's
  /// component conform to the new RIB's dependency protocol, and each need is provided there.
  case byHand = "by-hand"
}
