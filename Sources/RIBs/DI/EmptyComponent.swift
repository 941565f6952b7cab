/// The component of a root RIB, which has no parent.
///
/// ```swift
/// final class AppComponent: Component<EmptyDependency>, RootDependency {
///   init() { super.init(dependency: EmptyComponent()) }
/// }
/// ```
@preconcurrency
@MainActor
open class EmptyComponent: EmptyDependency {
  /// Creates an empty component.
  public init() {}
}
