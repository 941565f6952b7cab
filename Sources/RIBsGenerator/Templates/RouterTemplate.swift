/// `<Name>Router.swift`: the interactable and view-controllable protocols and the router.
enum RouterTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    if options.view == .swiftui {
      return """
        import RIBs

        @MainActor
        protocol \(name)Interactable: Interactable, UserNavigationListener {
          var router: (any \(name)Routing)? { get set }
          var listener: (any \(name)Listener)? { get set }
        }

        /// Shows the RIB's children through the models its SwiftUI view draws (\(name)View.swift):
        /// attaching a child shows it, detaching it hides it, and a child the user dismisses is
        /// detached by the model, which tells the interactor.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        final class \(name)Router: Router<any \(name)Interactable>, \(name)Routing {
          /// The screens pushed above the RIB's view.
          private(set) lazy var stack = RIBStack(host: self, listener: interactor)
          /// The RIB presented above the RIB's view, as a sheet or a full-screen cover.
          private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)
          /// What the view shows.
          let state: \(name)ViewState

          // TODO: Constructor inject child builder protocols to allow building children.
          init(interactor: any \(name)Interactable, state: \(name)ViewState) {
            self.state = state
            super.init(interactor: interactor)
            interactor.router = self
          }

          // TODO: Show children through the models, for example
          // stack.push(childBuilder.build(withListener: interactor)) and stack.pop(), or
          // presentation.present(childBuilder.build(withListener: interactor)) and
          // presentation.dismiss(). For tabs, keep a RIBTabs and show it with RIBTabView.
        }

        """
    }
    if options.hasView {
      return """
        import RIBs

        @MainActor
        protocol \(name)Interactable: Interactable {
          var router: (any \(name)Routing)? { get set }
          var listener: (any \(name)Listener)? { get set }
        }

        @MainActor
        protocol \(name)ViewControllable: ViewControllable {
          // TODO: Declare methods the router invokes to manipulate the view hierarchy.
        }

        final class \(name)Router: ViewableRouter<
          any \(name)Interactable, any \(name)ViewControllable
        >, \(name)Routing {
          // TODO: Constructor inject child builder protocols to allow building children.
          override init(
            interactor: any \(name)Interactable, viewController: any \(name)ViewControllable
          ) {
            super.init(interactor: interactor, viewController: viewController)
            interactor.router = self
          }
        }

        """
    }
    return """
      import RIBs

      @MainActor
      protocol \(name)Interactable: Interactable {
        var router: (any \(name)Routing)? { get set }
        var listener: (any \(name)Listener)? { get set }
      }

      @MainActor
      protocol \(name)ViewControllable: ViewControllable {
        // TODO: Declare methods the router invokes to manipulate the view hierarchy. Since this RIB
        // does not own its own view, this protocol is conformed to by one of this RIB's ancestor
        // RIBs' view.
      }

      final class \(name)Router: Router<any \(name)Interactable>, \(name)Routing {
        private let viewController: any \(name)ViewControllable

        // TODO: Constructor inject child builder protocols to allow building children.
        init(interactor: any \(name)Interactable, viewController: any \(name)ViewControllable) {
          self.viewController = viewController
          super.init(interactor: interactor)
          interactor.router = self
        }

        func cleanupViews() {
          // TODO: Since this router does not own its view, it needs to cleanup the views it may
          // have added to the view hierarchy, when its interactor is deactivated.
        }
      }

      """
  }
}
