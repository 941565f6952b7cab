/// `<Name>RouterTests.swift`: a Swift Testing suite for the router, with RIBsTesting.
enum RouterTestsTemplate {
  static func render(_ options: RIBTemplateOptions, module: String) -> String {
    let name = options.name.value
    guard options.hasView else { return renderViewless(name: name, module: module) }
    return """
      import RIBs
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
        }

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

        // TODO: Test the routing.
      }

      final class \(name)InteractableMock: InteractableMock, \(name)Interactable {
        weak var router: (any \(name)Routing)?
        var listener: (any \(name)Listener)?
        private(set) var dismissed: [[RIBScreen]] = []

        func userDidDismiss(_ screens: [RIBScreen]) {
          dismissed.append(screens)
        }
      }

      final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable {
        private(set) var presentation: RIBPresentation?

        func draw(_ presentation: RIBPresentation) {
          self.presentation = presentation
        }
      }

      """
  }

  /// The tests of a view-less RIB's router, which shows its children through an ancestor's view.
  private static func renderViewless(name: String, module: String) -> String {
    """
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
