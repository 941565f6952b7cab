/// `<Name>Builder.swift`: the dependency, the component, the buildable protocol and the builder.
enum BuilderTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let lower = options.name.lowerCamelCase
    let dependency = dependencyDeclaration(options)
    if options.hasView {
      // The view file's make<Name>View() chooses what draws the RIB; the builder is the same for
      // every view. Observation (a SwiftUI view state) needs iOS 17, which the view says.
      let builderAvailability = options.isSwiftUI ? "\(SwiftUITemplate.availability)\n" : ""
      let buildable =
        options.isRoot
        ? "func build() -> any \(name)Routing"
        : "func build(withListener listener: any \(name)Listener) -> any \(name)Routing"
      let children = options.children.all
      let routerArguments =
        ["interactor: interactor", "viewController: view.viewController"]
        + options.edges(of: [.tab, .push, .present]).map {
          $0.builderArgument(component: "component")
        }
      let makeRouter =
        children.isEmpty
        ? "return \(name)Router(interactor: interactor, viewController: view.viewController)"
        : "return \(name)Router(\n"
          + routerArguments.map { "      \($0)" }.joined(separator: ",\n") + ")"
      let component =
        children.isEmpty
        ? """
            let component = \(name)Component(dependency: dependency)
            _ = component  // TODO: Pass the component's dependencies to the RIB's parts.
        """
        : """
            // The component is the children's dependency too\(options.wiring == .byHand
              ? " (\(name)Component+<Child>.swift)" : ": generated code makes it conform to theirs").
            let component = \(name)Component(dependency: dependency)
        """
      return """
        import RIBs

        \(dependency) {
          // TODO: Declare the set of dependencies required by this RIB, but cannot be created by this
          // RIB.
        }

        final class \(name)Component: Component<any \(name)Dependency> {
          // TODO: Declare 'fileprivate' dependencies that are only used by this RIB.
        }

        // MARK: - Builder

        @MainActor
        protocol \(name)Buildable: Buildable {
          \(buildable)
        }

        \(builderAvailability)final class \(name)Builder: Builder<any \(name)Dependency>, \(name)Buildable {
          \(buildable) {
        \(component)
            let view = make\(name)View()  // what draws the RIB: the view's file says
            let interactor = \(name)Interactor(presenter: view.presenter)\(options.isRoot ? "" : "\n    interactor.listener = listener")
            \(makeRouter)
          }
        }

        """
    }
    return """
      import RIBs

      \(dependency) {
        /// The view this view-less RIB shows its children in, owned by an ancestor.
        var \(lower)ViewController: any \(name)ViewControllable { get }
        // TODO: Declare the set of dependencies required by this RIB, but cannot be created by this
        // RIB.
      }

      final class \(name)Component: Component<any \(name)Dependency> {
        fileprivate var \(lower)ViewController: any \(name)ViewControllable {
          dependency.\(lower)ViewController
        }

        // TODO: Declare 'fileprivate' dependencies that are only used by this RIB.
      }

      // MARK: - Builder

      @MainActor
      protocol \(name)Buildable: Buildable {
        func build(withListener listener: any \(name)Listener) -> any \(name)Routing
      }

      final class \(name)Builder: Builder<any \(name)Dependency>, \(name)Buildable {
        func build(withListener listener: any \(name)Listener) -> any \(name)Routing {
          let component = \(name)Component(dependency: dependency)
          let interactor = \(name)Interactor()
          interactor.listener = listener
          return \(name)Router(
            interactor: interactor, viewController: component.\(lower)ViewController)
        }
      }

      """
  }

  /// `@MainActor protocol <Name>Dependency: Dependency`, and its forwarding protocol when the wiring
  /// is generated: what the RIB's children need besides comes from above through it.
  private static func dependencyDeclaration(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    switch options.wiring {
    case .byHand:
      return "@MainActor\nprotocol \(name)Dependency: Dependency"
    case .generated:
      return """
        /// What \(name) needs from its ancestors' components.
        ///
        /// What its children need besides comes through \(name)DependencyForwarding, which the
        /// RIBsDependencies plugin (or ribs dependencies) writes.
        @MainActor
        protocol \(name)Dependency: Dependency, \(name)DependencyForwarding
        """
    }
  }
}
