/// A protocol that inherits `Dependency`: what a RIB needs from its parent.
package struct DependencyProtocol: Sendable {
  /// Its name: `OffGameDependency`.
  package var name: String
  /// The module that declares it.
  package var module: String
  /// The access written on it; `nil` for internal.
  var access: String?
  /// Its global actor, if it has one: `MainActor`.
  var globalActor: String?
  /// What it requires, its own and its inherited protocols' (not what it forwards), by name, in
  /// the order written.
  package var requirements: [Requirement]
  /// Whether it inherits its forwarding protocol (``forwardingName``), so that what its RIB's
  /// children need comes through it.
  var inheritsForwarding: Bool
  /// The protocols it inherits that no scanned file declares (other than `Dependency`): their
  /// requirements are unknown.
  var unreadInheritance: [String]
  /// Where it is declared.
  package var location: SourceLocation

  /// Whether files other than its own can see it: it is not `private` or `fileprivate`.
  var isVisibleToOtherFiles: Bool { access != "private" && access != "fileprivate" }

  /// The name of the generated protocol that declares what the RIB forwards to its children:
  /// `OffGameDependencyForwarding`.
  package var forwardingName: String { name + "Forwarding" }

  /// The RIB's name: `OffGame` for `OffGameDependency`.
  package var ribName: String { DependencyGraph.ribName(ofProtocol: name) }

  /// The requirement named `name`, if it declares one.
  func requirement(named name: String) -> Requirement? {
    requirements.first { $0.name == name }
  }
}
