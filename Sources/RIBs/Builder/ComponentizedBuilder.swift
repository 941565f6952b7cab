/// A builder that makes a new component for every build, from dynamic dependencies.
///
/// Subclass it and override ``build(with:_:)``. The component factory must return a new component
/// each time; returning the same one is reported as ``RIBsDiagnostic/Kind/componentReused``.
///
/// - Note: `DynamicBuildDependency` goes to ``build(with:_:)``; `DynamicComponentDependency` goes to
///   the component factory.
@preconcurrency
@MainActor
open class ComponentizedBuilder<
  Component, Router, DynamicBuildDependency, DynamicComponentDependency
>:
  Buildable
{
  private let componentBuilder: (DynamicComponentDependency) -> Component
  private weak var lastComponent: AnyObject?

  /// Creates a builder.
  ///
  /// - Parameter componentBuilder: Makes a new component from the dynamic component dependency.
  public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
    self.componentBuilder = componentBuilder
  }

  /// Builds a router with a new component.
  ///
  /// - Parameters:
  ///   - dynamicBuildDependency: The dynamic dependency of the build.
  ///   - dynamicComponentDependency: The dynamic dependency of the component.
  /// - Returns: The router.
  public final func build(
    withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
    dynamicComponentDependency: DynamicComponentDependency
  ) -> Router {
    build(
      withDynamicBuildDependency: dynamicBuildDependency,
      dynamicComponentDependency: dynamicComponentDependency
    ).1
  }

  /// Builds a router with a new component, and returns both.
  ///
  /// - Parameters:
  ///   - dynamicBuildDependency: The dynamic dependency of the build.
  ///   - dynamicComponentDependency: The dynamic dependency of the component.
  /// - Returns: The new component and the router.
  public final func build(
    withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
    dynamicComponentDependency: DynamicComponentDependency
  ) -> (Component, Router) {
    let component = componentBuilder(dynamicComponentDependency)
    let newComponent = component as AnyObject
    if lastComponent === newComponent {
      RIBsDiagnostics.report(
        .componentReused,
        "The component builder of \(type(of: self)) returned the same \(type(of: newComponent)) "
          + "twice; it must make a new component for every build.")
    }
    lastComponent = newComponent
    return (component, build(with: component, dynamicBuildDependency))
  }

  /// Builds the router with `component`.
  ///
  /// Subclasses override this; the default implementation stops the program.
  ///
  /// - Parameters:
  ///   - component: The new component.
  ///   - dynamicBuildDependency: The dynamic dependency of the build.
  /// - Returns: The router.
  open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency)
    -> Router
  {
    fatalError("\(type(of: self)) must override build(with:_:).")
  }
}

/// A componentized builder without dynamic dependencies.
@preconcurrency
@MainActor
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<
  Component, Router, Void, Void
>
{
  /// Creates a builder.
  ///
  /// - Parameter componentBuilder: Makes a new component.
  public init(componentBuilder: @escaping () -> Component) {
    super.init(componentBuilder: { _ in componentBuilder() })
  }

  /// Builds the router with `component`, through ``build(with:)``.
  ///
  /// - Parameters:
  ///   - component: The new component.
  ///   - dynamicBuildDependency: Nothing: this builder has no dynamic dependency.
  /// - Returns: The router.
  public final override func build(with component: Component, _ dynamicBuildDependency: Void)
    -> Router
  {
    build(with: component)
  }

  /// Builds the router with `component`.
  ///
  /// Subclasses override this; the default implementation stops the program.
  ///
  /// - Parameter component: The new component.
  /// - Returns: The router.
  open func build(with component: Component) -> Router {
    fatalError("\(type(of: self)) must override build(with:).")
  }

  /// Builds the router with a new component.
  ///
  /// - Returns: The router.
  public final func build() -> Router {
    build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
  }
}
