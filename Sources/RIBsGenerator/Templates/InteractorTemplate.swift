/// `<Name>Interactor.swift`: the routing, presentable and listener protocols and the interactor.
enum InteractorTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    if options.hasView {
      // The interactor hears of the children the user dismisses from the router's models (its
      // interactable is a UserNavigationListener), whatever draws the RIB.
      return """
        import RIBs
        import RIBsNavigation

        @MainActor
        protocol \(name)Routing: ViewableRouting {
          // TODO: Declare methods the interactor can invoke to manage sub-tree via the router.
        }

        @MainActor
        protocol \(name)Presentable: Presentable {
          var listener: (any \(name)PresentableListener)? { get set }
          // TODO: Declare methods the interactor can invoke the presenter to present data.
        }

        @MainActor
        protocol \(name)Listener: AnyObject {
          // TODO: Declare methods the interactor can invoke to communicate with other RIBs.
        }

        final class \(name)Interactor: PresentableInteractor<any \(name)Presentable>,
          \(name)Interactable, \(name)PresentableListener
        {
          weak var router: (any \(name)Routing)?
          weak var listener: (any \(name)Listener)?

          // TODO: Add additional dependencies to constructor. Do not perform any logic in
          // constructor.
          override init(presenter: any \(name)Presentable) {
            super.init(presenter: presenter)
            presenter.listener = self
          }

          override func didBecomeActive() {
            super.didBecomeActive()
            // TODO: Implement business logic here.
          }

          override func willResignActive() {
            super.willResignActive()
            // TODO: Pause any business logic.
          }

          func userDidDismiss(_ screens: [RIBScreen]) {
            // TODO: The user dismissed these children's screens (a back swipe, a sheet dragged
            // down); their routers are detached already. Update the RIB's state.
          }
        }

        """
    }
    return """
      import RIBs

      @MainActor
      protocol \(name)Routing: Routing {
        func cleanupViews()
        // TODO: Declare methods the interactor can invoke to manage sub-tree via the router.
      }

      @MainActor
      protocol \(name)Listener: AnyObject {
        // TODO: Declare methods the interactor can invoke to communicate with other RIBs.
      }

      final class \(name)Interactor: Interactor, \(name)Interactable {
        weak var router: (any \(name)Routing)?
        weak var listener: (any \(name)Listener)?

        // TODO: Add additional dependencies to constructor. Do not perform any logic in
        // constructor.
        override init() {}

        override func didBecomeActive() {
          super.didBecomeActive()
          // TODO: Implement business logic here.
        }

        override func willResignActive() {
          super.willResignActive()
          router?.cleanupViews()
          // TODO: Pause any business logic.
        }
      }

      """
  }
}
