/// `<Name>Router.swift`: the interactable and view-controllable protocols and the router.
///
/// A RIB with a view has the same router whatever draws it (`--view uikit`, `swiftui`,
/// `swiftui-hosted` or `plain`): its children are shown through a navigation model that the view
/// draws, and only the view's file differs.
enum RouterTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    if options.hasView {
      return """
        import RIBs
        import RIBsNavigation

        @MainActor
        protocol \(name)Interactable: Interactable, UserNavigationListener {
          var router: (any \(name)Routing)? { get set }
          var listener: (any \(name)Listener)? { get set }
        }

        @MainActor
        protocol \(name)ViewControllable: ViewControllable {
          /// Draws what the router presents over the RIB's view, from now on.
          func draw(_ presentation: RIBPresentation)
          // TODO: Declare methods the router invokes to manipulate the view hierarchy.
        }

        /// Shows the RIB's children through a navigation model that its view draws, whatever draws
        /// it (`make\(name)View()` makes the view): presenting a child attaches it and shows it,
        /// dismissing it detaches it, and a child the user dismisses is detached by the model,
        /// which tells the interactor.
        final class \(name)Router: ViewableRouter<
          any \(name)Interactable, any \(name)ViewControllable
        >, \(name)Routing {
          /// The RIB presented over the RIB's view, as a sheet or a full-screen cover.
          private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)

          // TODO: Constructor inject child builder protocols to allow building children.
          override init(
            interactor: any \(name)Interactable, viewController: any \(name)ViewControllable
          ) {
            super.init(interactor: interactor, viewController: viewController)
            interactor.router = self
            viewController.draw(presentation)
          }

          // TODO: Show children through the model, for example
          // presentation.present(childBuilder.build(withListener: interactor)) and
          // presentation.dismiss(). For a flow of screens, keep a RIBStack the same way, and for
          // tabs a RIBTabs, and hand each to the view to draw.
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
