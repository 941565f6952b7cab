/// `<Name>RouterTests.swift`: a Swift Testing suite for the router, with RIBsTesting.
enum RouterTestsTemplate {
  static func render(_ options: RIBTemplateOptions, module: String) -> String {
    let name = options.name.value
    if options.view == .swiftui { return renderSwiftUI(name: name, module: module) }
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

  /// The tests of a SwiftUI app's router: its models attach and detach its children, and a child
  /// the user dismisses is detached once; they run everywhere, Linux included.
  private static func renderSwiftUI(name: String, module: String) -> String {
    let available = "#available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"
    return """
      import RIBs
      import RIBsSwiftUI
      import RIBsTesting
      import Testing

      @testable import \(module)

      // Observation needs iOS 17: each test returns at once below it (Swift Testing allows no
      // @available on a suite or a test).
      @MainActor
      @Suite struct \(name)RouterTests {
        @Test func routerIsTheInteractorsRouter() {
          guard \(available) else { return }
          let rib = \(name)UnderTest()
          #expect(rib.interactor.router === rib.router)
        }

        @Test func attachingTheRouterActivatesItsInteractor() {
          guard \(available) else { return }
          let rib = \(name)UnderTest()
          let parent = Router(interactor: Interactor())
          parent.attachChild(rib.router)
          #expect(rib.interactor.activateCallCount == 1, "\\(parent.treeDescription)")
          parent.detachChild(rib.router)
          #expect(rib.interactor.deactivateCallCount == 1)
        }

        @Test func aScreenTheUserPopsIsDetachedOnce() {
          guard \(available) else { return }
          let rib = \(name)UnderTest()
          let interactable = InteractableMock()
          let screen = RoutingMock(interactable: interactable)
          rib.router.stack.push(screen)
          #expect(rib.router.children.count == 1)

          rib.router.stack.userDidPop(above: nil)  // a back swipe to the RIB's own view
          rib.router.stack.pop(screen)  // the router hides it too: nothing more happens
          #expect(rib.router.children.isEmpty)
          #expect(interactable.deactivateCallCount == 1)
          #expect(rib.interactor.dismissed.count == 1)
        }

        @Test func aSheetTheUserDragsDownIsDetachedOnce() throws {
          guard \(available) else { return }
          let rib = \(name)UnderTest()
          let interactable = InteractableMock()
          rib.router.presentation.present(RoutingMock(interactable: interactable))
          #expect(rib.router.children.count == 1)

          // The user drags the sheet down.
          rib.router.presentation.userDidDismiss(try #require(rib.router.presentation.screen).id)
          rib.router.presentation.dismiss()
          #expect(rib.router.children.isEmpty)
          #expect(interactable.deactivateCallCount == 1)
          #expect(rib.interactor.dismissed.count == 1)
        }

        // TODO: Test the routing.
      }

      /// The router under test, with a mock of its interactor.
      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      @MainActor
      struct \(name)UnderTest {
        let interactor = \(name)InteractableMock()
        let router: \(name)Router

        init() {
          router = \(name)Router(interactor: interactor, state: \(name)ViewState())
        }
      }

      final class \(name)InteractableMock: InteractableMock, \(name)Interactable {
        weak var router: (any \(name)Routing)?
        var listener: (any \(name)Listener)?
        private(set) var dismissed: [[any Routing]] = []

        func userDidDismiss(_ routers: [any Routing]) {
          dismissed.append(routers)
        }
      }

      """
  }
}
