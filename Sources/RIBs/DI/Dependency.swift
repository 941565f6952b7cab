/// What a RIB needs from its parent.
///
/// A RIB's `XDependency` protocol refines it, and the parent's
/// component conforms to that protocol, usually in a `ParentComponent+X.swift` extension.
///
/// ```swift
/// protocol OffGameDependency: Dependency {
///   var player1Name: String { get }
///   var player2Name: String { get }
///   var scoreStream: any ScoreStream { get }
/// }
/// ```
@preconcurrency
@MainActor
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent.
@preconcurrency
@MainActor
public protocol EmptyDependency: Dependency {}
