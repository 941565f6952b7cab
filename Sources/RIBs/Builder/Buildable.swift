/// Something that builds a RIB.
///
/// A RIB's `XBuildable` protocol refines it with its `build` method.
@preconcurrency
@MainActor
public protocol Buildable: AnyObject {}

/// The builder of a RIB: it receives the parent's dependency and, in its `build` method, creates the
/// RIB's component, interactor, view and router.
///
/// Static dependencies come through ``dependency``; dynamic ones, known only when the RIB is built,
/// are arguments of `build`:
///
/// ```swift
/// protocol LoggedInBuildable: Buildable {
///   func build(withListener listener: any LoggedInListener,
///              player1Name: String, player2Name: String) -> any LoggedInRouting
/// }
///
/// final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
///   func build(withListener listener: any LoggedInListener,
///              player1Name: String, player2Name: String) -> any LoggedInRouting {
///     let component = LoggedInComponent(dependency: dependency,
///                                       player1Name: player1Name, player2Name: player2Name)
///     let interactor = LoggedInInteractor(games: component.games)
///     interactor.listener = listener
///     return LoggedInRouter(interactor: interactor,
///                           viewController: component.loggedInViewController,
///                           offGameBuilder: OffGameBuilder(dependency: component))
///   }
/// }
/// ```
@preconcurrency
@MainActor
open class Builder<DependencyType>: Buildable {
  /// The parent's dependency, seen through the RIB's `XDependency` protocol.
  public let dependency: DependencyType

  /// Creates a builder with the parent's dependency.
  ///
  /// - Parameter dependency: Usually the parent's component, which conforms to `XDependency`.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }
}
