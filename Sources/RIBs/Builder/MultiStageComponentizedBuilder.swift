/// A builder whose build happens in stages that share one component.
///
/// Earlier stages use ``componentForCurrentBuildPass`` (for example to build a child that must exist
/// before the final router); ``finalStageBuild(withDynamicDependency:)`` builds the router with the
/// same component and then forgets it, so the next build pass gets a new one.
@preconcurrency
@MainActor
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
  private let componentBuilder: () -> Component
  private var currentPassComponent: Component?
  private weak var lastComponent: AnyObject?

  /// Creates a builder.
  ///
  /// - Parameter componentBuilder: Makes a new component for each build pass.
  public init(componentBuilder: @escaping () -> Component) {
    self.componentBuilder = componentBuilder
  }

  /// The component of the current build pass, made on first use and reused until the final stage.
  public final var componentForCurrentBuildPass: Component {
    if let currentPassComponent {
      return currentPassComponent
    }
    let component = componentBuilder()
    let newComponent = component as AnyObject
    if lastComponent === newComponent {
      RIBsDiagnostics.report(
        .componentReused,
        "The component builder of \(type(of: self)) returned the same \(type(of: newComponent)) "
          + "twice; it must make a new component for every build pass.")
    }
    lastComponent = newComponent
    currentPassComponent = component
    return component
  }

  /// Builds the router with the current pass's component, then ends the pass.
  ///
  /// - Parameter dynamicDependency: The dynamic dependency of the build.
  /// - Returns: The router.
  public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency)
    -> Router
  {
    let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
    currentPassComponent = nil
    return router
  }

  /// Builds the router with `component`.
  ///
  /// Subclasses override this; the default implementation stops the program.
  ///
  /// - Parameters:
  ///   - component: The component of this build pass.
  ///   - dynamicDependency: The dynamic dependency of the build.
  /// - Returns: The router.
  open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency)
    -> Router
  {
    fatalError("\(type(of: self)) must override finalStageBuild(with:_:).")
  }
}

/// A multi-stage componentized builder without dynamic dependencies.
@preconcurrency
@MainActor
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<
  Component, Router, Void
>
{
  /// Creates a builder.
  ///
  /// - Parameter componentBuilder: Makes a new component for each build pass.
  public override init(componentBuilder: @escaping () -> Component) {
    super.init(componentBuilder: componentBuilder)
  }

  /// Builds the router with `component`, through ``finalStageBuild(with:)``.
  ///
  /// - Parameters:
  ///   - component: The component of this build pass.
  ///   - dynamicDependency: Nothing: this builder has no dynamic dependency.
  /// - Returns: The router.
  public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void)
    -> Router
  {
    finalStageBuild(with: component)
  }

  /// Builds the router with `component`.
  ///
  /// Subclasses override this; the default implementation stops the program.
  ///
  /// - Parameter component: The component of this build pass.
  /// - Returns: The router.
  open func finalStageBuild(with component: Component) -> Router {
    fatalError("\(type(of: self)) must override finalStageBuild(with:).")
  }

  /// Builds the router with the current pass's component, then ends the pass.
  ///
  /// - Returns: The router.
  public final func finalStageBuild() -> Router {
    finalStageBuild(withDynamicDependency: ())
  }
}
