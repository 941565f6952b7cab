/// A property a dependency protocol requires: one need of a RIB.
package struct Requirement: Hashable, Sendable {
  /// The property's name: `scoreStream`.
  package var name: String
  /// Its type, as written: `any ScoreStream`.
  package var type: String
  /// Its type as compared with a provider's (``TypeText/canonical(_:aliases:)``).
  var comparedType: String
  /// The dependency protocol that declares it: `OffGameDependency`.
  package var protocolName: String
  /// Where it is declared.
  package var location: SourceLocation

  /// `scoreStream: any ScoreStream`.
  package var signature: String { "\(name): \(type)" }
}
