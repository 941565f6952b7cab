/// Something in the graph that stops the generated code from compiling, said where it is written.
package struct DependencyProblem: Hashable, Sendable, Comparable {
  /// What is wrong.
  package enum Kind: String, Hashable, Sendable {
    /// No component on the path from a root provides a need.
    case unprovided
    /// A component on the path has a member with the need's name and another type.
    case mismatchedType
    /// Two children need one name with two types, through one component.
    case conflictingNeeds
    /// A dependency protocol must forward what its RIB's children need but does not inherit its
    /// forwarding protocol.
    case missingForwarding
    /// A component is its own ancestor.
    case cycle
    /// A dependency protocol the generated code must extend cannot be seen from another file.
    case inaccessible
  }

  /// What is wrong.
  package var kind: Kind
  /// What the compiler says, and what to do.
  package var message: String
  /// Where it is reported: the line to fix.
  package var location: SourceLocation
  /// The module whose generated file reports it.
  package var module: String

  /// Orders by location, then message.
  ///
  /// - Parameters:
  ///   - lhs: A problem.
  ///   - rhs: Another problem.
  /// - Returns: Whether `lhs` comes first.
  package static func < (lhs: DependencyProblem, rhs: DependencyProblem) -> Bool {
    (lhs.location, lhs.message) < (rhs.location, rhs.message)
  }
}
