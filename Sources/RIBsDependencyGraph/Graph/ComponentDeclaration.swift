/// A class that inherits `Component` or `EmptyComponent`: what a RIB provides to its children.
package struct ComponentDeclaration: Sendable {
  /// Its name: `LoggedInComponent`.
  package var name: String
  /// The module that declares it.
  package var module: String
  /// The access written on it; `nil` for internal.
  var access: String?
  /// The dependency protocol of its parent (`Component<any LoggedInDependency>`); `nil` for a
  /// component with none (`EmptyComponent`, `Component<any EmptyDependency>`).
  package var dependency: String?
  /// The properties it declares, in its body, its extensions and its superclasses, by name.
  package var members: [String: DeclaredProperty]
  /// The protocols it conforms to by hand, in its declaration or an extension.
  var conformances: Set<String>
  /// The file that declares it.
  var file: String
  /// Where it is declared.
  package var location: SourceLocation

  /// The RIB's name: `LoggedIn` for `LoggedInComponent`.
  package var ribName: String { DependencyGraph.ribName(ofComponent: name) }
}
