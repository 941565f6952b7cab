/// `<Name>RouterTests.swift`: a Swift Testing suite for the router, with RIBsTesting.
enum RouterTestsTemplate {
  static func render(_ options: RIBTemplateOptions, module: String) -> String {
    let name = options.name.value
    return """
      import RIBs
      import RIBsTesting
      import Testing

      @testable import \(module)

      @MainActor
      @Suite struct \(name)RouterTests {
        let interactor = \(name)InteractableMock()
        let router: \(name)Router

        init() {
          router = \(name)Router(interactor: interactor, viewController: \(name)ViewControllableMock())
        }

        @Test func routerIsTheInteractorsRouter() {
          #expect(interactor.router === router)
        }

        @Test func attachingTheRouterActivatesItsInteractor() {
          let parent = Router(interactor: Interactor())
          parent.attachChild(router)
          #expect(interactor.activateCallCount == 1, "\\(parent.treeDescription)")
          parent.detachChild(router)
          #expect(interactor.deactivateCallCount == 1)
        }

        // TODO: Test the routing.
      }

      final class \(name)InteractableMock: InteractableMock, \(name)Interactable {
        weak var router: (any \(name)Routing)?
        var listener: (any \(name)Listener)?
      }

      final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable {}

      """
  }
}
