/// `<Name>InteractorTests.swift`: a Swift Testing suite for the interactor, with RIBsTesting.
enum InteractorTestsTemplate {
  static func render(_ options: RIBTemplateOptions, module: String) -> String {
    let name = options.name.value
    if options.hasView {
      let edges = options.edges(of: [.push, .present])
      let routes = edges.flatMap(\.routeNames)
      let showTests = edges.flatMap(\.interactorTests).map { "\n\n" + TemplateText.indented($0) }
      let lower = options.name.lowerCamelCase
      let finishTest =
        options.finishes
        ? """


          @Test func finishTellsTheListenerItIsDone() {
            let listener = \(name)ListenerMock()
            interactor.listener = listener
            interactor.finish()
            #expect(listener.didFinishCount == 1)
          }
        """ : ""
      let listenerMock =
        options.finishes
        ? """


        final class \(name)ListenerMock: \(name)Listener {
          private(set) var didFinishCount = 0
          func \(lower)DidFinish() { didFinishCount += 1 }
        }
        """ : ""
      let routingMock =
        routes.isEmpty
        ? ""
        : """


        final class \(name)RoutingMock: ViewableRoutingMock, \(name)Routing {
          \(ChildEdge.routingMockRecord)
        \(edges.flatMap(\.routingMockMethods).map { "\n  " + $0 }.joined())\(options.isRoot ? "\n\n  func launch(from window: any LaunchWindow) {}" : "")
        }
        """
      return """
        import RIBs
        import RIBsTesting
        import Testing

        @testable import \(module)

        @MainActor
        @Suite struct \(name)InteractorTests {
          let presenter = \(name)PresentableMock()\(routes.isEmpty ? "" : "\n  let router = \(name)RoutingMock()")
          let interactor: \(name)Interactor

          init() {
            interactor = \(name)Interactor(presenter: presenter)\(routes.isEmpty ? "" : "\n    interactor.router = router")
          }

          @Test func interactorListensToItsPresenter() {
            #expect(presenter.listener === interactor)
          }

          @Test func activatesAndDeactivates() {
            interactor.activate()
            #expect(interactor.isActive)
            interactor.deactivate()
            #expect(!interactor.isActive)
          }\(showTests.joined())\(finishTest)

          // TODO: Test the business logic.
        }

        final class \(name)PresentableMock: \(name)Presentable {
          weak var listener: (any \(name)PresentableListener)?
        }\(routingMock)\(listenerMock)

        """
    }
    return """
      import RIBs
      import RIBsTesting
      import Testing

      @testable import \(module)

      @MainActor
      @Suite struct \(name)InteractorTests {
        let router = \(name)RoutingMock()
        let interactor = \(name)Interactor()

        init() {
          interactor.router = router
        }

        @Test func deactivationCleansUpTheViews() {
          interactor.activate()
          interactor.deactivate()
          #expect(router.cleanupViewsCallCount == 1)
        }

        // TODO: Test the business logic.
      }

      final class \(name)RoutingMock: RoutingMock, \(name)Routing {
        var cleanupViewsCallCount = 0
        func cleanupViews() { cleanupViewsCallCount += 1 }
      }

      """
  }
}
