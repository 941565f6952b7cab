/// `<Name>RouterTests.swift`: a Swift Testing suite for the router, with RIBsTesting.
///
/// Every router is tested for its place in the tree; a RIB with a view, whose router presents its
/// children through a `RIBPresentation` its view draws, is tested for that too.
enum RouterTestsTemplate {
  static func render(_ options: RIBTemplateOptions, module: String) -> String {
    let name = options.name.value
    let presentationTests =
      options.hasView
      ? """


        @Test func theViewDrawsTheRoutersPresentation() {
          #expect(viewController.presentation === router.presentation)
        }

        @Test func aSheetTheUserDragsDownIsDetachedOnce() throws {
          let interactable = InteractableMock()
          router.presentation.present(ViewableRoutingMock(interactable: interactable))
          #expect(router.children.count == 1)

          // The user drags the sheet down; the router dismisses it too: nothing more happens.
          router.presentation.userDidDismiss(try #require(router.presentation.screen).id)
          router.presentation.dismiss()
          #expect(router.children.isEmpty)
          #expect(interactable.deactivateCallCount == 1)
          #expect(interactor.dismissed.count == 1)
        }
      """ : ""
    let interactableMock =
      options.hasView
      ? """
       {
        weak var router: (any \(name)Routing)?
        var listener: (any \(name)Listener)?
        private(set) var dismissed: [[RIBScreen]] = []

        func userDidDismiss(_ screens: [RIBScreen]) {
          dismissed.append(screens)
        }
      }
      """
      : """
       {
        weak var router: (any \(name)Routing)?
        var listener: (any \(name)Listener)?
      }
      """
    let viewControllableMock =
      options.hasView
      ? """
       {
        private(set) var presentation: RIBPresentation?

        func draw(_ presentation: RIBPresentation) {
          self.presentation = presentation
        }
      }
      """ : " {}"
    return """
      import RIBs\(options.hasView ? "\nimport RIBsNavigation" : "")
      import RIBsTesting
      import Testing

      @testable import \(module)

      @MainActor
      @Suite struct \(name)RouterTests {
        let interactor = \(name)InteractableMock()
        let viewController = \(name)ViewControllableMock()
        let router: \(name)Router

        init() {
          router = \(name)Router(interactor: interactor, viewController: viewController)
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
        }\(presentationTests)

        // TODO: Test the routing.
      }

      final class \(name)InteractableMock: InteractableMock, \(name)Interactable\(interactableMock)

      final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable\(viewControllableMock)

      """
  }
}
