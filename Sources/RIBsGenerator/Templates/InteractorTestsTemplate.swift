/// `<Name>InteractorTests.swift`: a Swift Testing suite for the interactor, with RIBsTesting.
enum InteractorTestsTemplate {
  static func render(_ options: RIBTemplateOptions, module: String) -> String {
    let name = options.name.value
    if options.hasView {
      return """
        import RIBs
        import RIBsTesting
        import Testing

        @testable import \(module)

        @MainActor
        @Suite struct \(name)InteractorTests {
          let presenter = \(name)PresentableMock()
          let interactor: \(name)Interactor

          init() {
            interactor = \(name)Interactor(presenter: presenter)
          }

          @Test func interactorListensToItsPresenter() {
            #expect(presenter.listener === interactor)
          }

          @Test func activatesAndDeactivates() {
            interactor.activate()
            #expect(interactor.isActive)
            interactor.deactivate()
            #expect(!interactor.isActive)
          }

          // TODO: Test the business logic.
        }

        final class \(name)PresentableMock: \(name)Presentable {
          weak var listener: (any \(name)PresentableListener)?
        }

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
