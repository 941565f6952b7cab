/// `<Name>Builder.swift`: the dependency, the component, the buildable protocol and the builder.
enum BuilderTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let lower = options.name.lowerCamelCase
    if options.hasView {
      // The view's initialiser is declared in the view's framework: import it where it is called.
      let imports =
        switch options.view {
        case .swiftui: "import RIBs\nimport RIBsSwiftUI"
        case .swiftuiHosted: "import RIBs\nimport RIBsSwiftUI\nimport SwiftUI"
        case .uikit: "import RIBs\nimport UIKit"
        case .plain, .none: "import RIBs"
        }
      let makeRIB =
        switch options.view {
        case .swiftui:
          """
          let state = \(name)ViewState()
              let interactor = \(name)Interactor(presenter: state)
              interactor.listener = listener
              return \(name)Router(interactor: interactor, state: state)
          """
        case .swiftuiHosted:
          """
          let state = \(name)ViewState()
              let viewController = RIBHostingController(rootView: \(name)View(state: state))
              let interactor = \(name)Interactor(presenter: state)
              interactor.listener = listener
              return \(name)Router(interactor: interactor, viewController: viewController)
          """
        case .uikit, .plain, .none:
          """
          let viewController = \(name)ViewController()
              let interactor = \(name)Interactor(presenter: viewController)
              interactor.listener = listener
              return \(name)Router(interactor: interactor, viewController: viewController)
          """
        }
      // Observation (the SwiftUI view state) needs iOS 17; the builder makes the view state.
      let builderAvailability =
        options.view == .swiftui || options.view == .swiftuiHosted
        ? "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)\n" : ""
      return """
        \(imports)

        @MainActor
        protocol \(name)Dependency: Dependency {
          // TODO: Declare the set of dependencies required by this RIB, but cannot be created by this
          // RIB.
        }

        final class \(name)Component: Component<any \(name)Dependency> {
          // TODO: Declare 'fileprivate' dependencies that are only used by this RIB.
        }

        // MARK: - Builder

        @MainActor
        protocol \(name)Buildable: Buildable {
          func build(withListener listener: any \(name)Listener) -> any \(name)Routing
        }

        \(builderAvailability)final class \(name)Builder: Builder<any \(name)Dependency>, \(name)Buildable {
          func build(withListener listener: any \(name)Listener) -> any \(name)Routing {
            let component = \(name)Component(dependency: dependency)
            _ = component  // TODO: Pass the component's dependencies to the RIB's parts.
            \(makeRIB)
          }
        }

        """
    }
    return """
      import RIBs

      @MainActor
      protocol \(name)Dependency: Dependency {
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
}
