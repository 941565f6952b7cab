/// `<Name>Interactor.swift`: the routing, presentable and listener protocols and the interactor.
enum InteractorTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    options.hasView ? renderViewable(options) : renderViewless(options)
  }

  private static func renderViewable(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let routes = options.edges(of: [.push, .present]).flatMap(\.routingRequirements).map {
      "  " + $0
    }
    let routing = TemplateText.lines([
      "@MainActor",
      "protocol \(name)Routing: \(options.routingBase) {",
      TemplateText.lines(routes),
      "  // TODO: Declare methods the interactor can invoke to manage sub-tree via the router.",
      "}",
    ])
    let finishing =
      options.finishes
      ? """

        /// \(name) is done: its parent takes it off the screen.
        func \(options.name.lowerCamelCase)DidFinish()
      """ : ""
    let listener =
      options.isRoot
      ? ""
      : """

      @MainActor
      protocol \(name)Listener: AnyObject {\(finishing)
        // TODO: Declare methods the interactor can invoke to communicate with other RIBs.
      }

      """
    // What the user asks for through the view: a child of the stack or a presented one; and a
    // child that says it is done is taken away.
    let shows = options.edges(of: [.push, .present]).flatMap(\.interactorMethods).map {
      "\n\n" + TemplateText.indented($0)
    }
    let finish =
      options.finishes
      ? """


        /// Tells the parent that \(name) is done, which takes it off the screen: call it when the
        /// user is done (a Done button, a form sent).
        func finish() {
          listener?.\(options.name.lowerCamelCase)DidFinish()
        }
      """ : ""
    let dismissals =
      options.hearsDismissals
      ? """


        func userDidDismiss(_ screens: [RIBScreen]) {
          // TODO: The user took these children's screens away (back, a sheet dragged down);
          // their routers are detached already. Update the RIB's state.
        }
      """ : ""
    let listenerProperty =
      options.isRoot ? "" : "\n  weak var listener: (any \(name)Listener)?"
    return """
      import RIBs
      \(options.hearsDismissals ? "import RIBsNavigation\n" : "")
      \(routing)

      @MainActor
      protocol \(name)Presentable: Presentable {
        var listener: (any \(name)PresentableListener)? { get set }
        // TODO: Declare methods the interactor can invoke the presenter to present data.
      }
      \(listener)
      final class \(name)Interactor: PresentableInteractor<any \(name)Presentable>,
        \(name)Interactable, \(name)PresentableListener
      {
        weak var router: (any \(name)Routing)?\(listenerProperty)

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
        }\(shows.joined())\(finish)\(dismissals)
      }

      """
  }

  private static func renderViewless(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
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
