/// `<Name>RouterTests.swift`: a Swift Testing suite for the router, with RIBsTesting.
///
/// Every router is tested for its place in the tree. A router that shows children is tested for
/// what it generated, with its real children's builders: tabs select the first when the router
/// loads and keep a tab's RIB when the user comes back; a pushed child is detached once when the
/// user goes back; a sheet the user dismisses is detached once.
enum RouterTestsTemplate {
  static func render(_ options: RIBTemplateOptions, module: String) -> String {
    let name = options.name.value
    let children = options.children
    let edges = options.edges(of: [.tab, .push, .present])
    let builders = edges.map { $0.builderArgument(component: "component") }
    var makeRouter =
      children.isEmpty
      ? "    router = \(name)Router(interactor: interactor, viewController: viewController)"
      : """
          let component = \(name)Component(dependency: \(name)DependencyMock())
          router = \(name)Router(
            interactor: interactor, viewController: viewController,
      \(builders.map { "      " + $0 }.joined(separator: ",\n")))
      """
    if options.isSwiftUI, !children.isEmpty {
      // The children's builders make SwiftUI views, which need Observation: a suite cannot be
      // marked @available, so its set-up checks.
      makeRouter = """
            guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else {
              preconditionFailure("A SwiftUI RIB needs iOS 17, macOS 14, tvOS 17 or watchOS 10.")
            }
        \(makeRouter)
        """
    }
    let tests = [tabTests(options), stackTests(options), presentationTests(options)]
      .compactMap { $0 }.joined()
    // What a pushed or presented child that says it is done asks of the interactor.
    let finished = edges.compactMap(\.interactableMockMethod).map { "  " + $0 }
    let interactableMembers = TemplateText.lines([
      "  weak var router: (any \(name)Routing)?",
      options.isRoot ? nil : "  var listener: (any \(name)Listener)?",
      finished.isEmpty ? nil : TemplateText.lines(finished),
      options.hearsDismissals
        ? """
          private(set) var dismissed: [[RIBScreen]] = []

          func userDidDismiss(_ screens: [RIBScreen]) {
            dismissed.append(screens)
          }
        """ : nil,
    ])
    let drawn = viewControllableMembers(options)
    let helper = """


        /// Attaches the router under an active parent, which activates it.
        ///
        /// Its children then activate when attached. Detach it at the end of the test.
        private func attachedToAnActiveParent() -> Router<Interactor> {
          let parent = Router(interactor: Interactor())
          parent.interactor.activate()
          parent.attachChild(router)
          return parent
        }
      """
    let dependencyMock =
      children.isEmpty
      ? ""
      : "\n\nfinal class \(name)DependencyMock: \(name)Dependency {}"
    return """
      import RIBs
      \(options.navigationImport)import RIBsTesting
      import Testing

      @testable import \(module)

      @MainActor
      @Suite struct \(name)RouterTests {
        let interactor = \(name)InteractableMock()
        let viewController = \(name)ViewControllableMock()
        let router: \(name)Router

        init() {
      \(makeRouter)
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
        }\(tests)\(children.isEmpty ? "" : helper)

        // TODO: Test the routing.
      }

      final class \(name)InteractableMock: InteractableMock, \(name)Interactable {
      \(interactableMembers)
      }

      final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable\(drawn)\(dependencyMock)

      """
  }

  /// The members of the view mock: it keeps what the router hands it to draw.
  private static func viewControllableMembers(_ options: RIBTemplateOptions) -> String {
    let children = options.children
    var members: [String] = []
    if !children.tabs.isEmpty {
      members.append(
        "  private(set) var tabs: RIBTabs<\(options.tabType)>.Rendering?\n\n"
          + "  func draw(_ tabs: RIBTabs<\(options.tabType)>.Rendering) { self.tabs = tabs }")
    }
    if !children.stack.isEmpty {
      members.append(
        "  private(set) var stack: RIBStack.Rendering?\n\n"
          + "  func draw(_ stack: RIBStack.Rendering) { self.stack = stack }")
    }
    if !children.presented.isEmpty {
      members.append(
        "  private(set) var presentation: RIBPresentation.Rendering?\n\n"
          + "  func draw(_ presentation: RIBPresentation.Rendering) {\n"
          + "    self.presentation = presentation\n  }")
    }
    return members.isEmpty ? " {}" : " {\n" + members.joined(separator: "\n\n") + "\n}"
  }

  private static func tabTests(_ options: RIBTemplateOptions) -> String? {
    let tabs = options.children.tabs
    guard let first = tabs.first else { return nil }
    let tab = options.tabType
    let other = tabs.dropFirst().first
    let keepsItsPlace =
      other.map { second in
        """


          @Test func aTabKeepsItsRIBWhenTheUserComesBack() throws {
            let parent = attachedToAnActiveParent()
            let \(first.lowerCamelCase) = try #require(router.tabs.selectedRouter)

            router.tabs.rendering.userDidSelect(.\(second.lowerCamelCase), from: router.tabs.showing)
            #expect(router.tabs.selectedRouter is any \(second.value)Routing)
            router.tabs.rendering.userDidSelect(.\(first.lowerCamelCase), from: router.tabs.showing)

            #expect(router.tabs.selectedRouter === \(first.lowerCamelCase))
            #expect(\(first.lowerCamelCase).interactable.isActive)
            // The tab left stays attached, with its place.
            let left = try #require(router.tabs.router(of: .\(second.lowerCamelCase)))
            #expect(router.children.contains { $0 === left })
            parent.detachChild(router)
          }
        """
      } ?? ""
    return """


        @Test func theViewDrawsTheRoutersTabs() {
          #expect(viewController.tabs?.id == router.tabs.rendering.id)
          #expect(router.tabs.tabs == \(tab).allCases)
        }

        @Test func theFirstTabIsSelectedWhenTheRouterLoads() {
          router.load()

          #expect(router.tabs.selectedTab == .\(first.lowerCamelCase))
          #expect(router.tabs.selectedRouter is any \(first.value)Routing)
          // The other tabs' RIBs are built when they are first picked.
          #expect(router.tabs.tabs.filter { router.tabs.router(of: $0) != nil } == [.\(first.lowerCamelCase)])
        }\(keepsItsPlace)\(laterChildrenTests(options, .tab))
      """
  }

  private static func stackTests(_ options: RIBTemplateOptions) -> String? {
    guard let child = options.children.stack.first else { return nil }
    return """


        @Test func theViewDrawsTheRoutersStack() {
          #expect(viewController.stack?.id == router.stack.rendering.id)
        }

      \(TemplateText.indented(ChildEdge(parent: options.name, child: child, kind: .push).routerTest))

        @Test func backDetachesThePushedRIBOnce() throws {
          let parent = attachedToAnActiveParent()
          router.routeTo\(child.value)()
          let pushed = try #require(router.stack.topRouter)
          let shown = router.stack.showing
          #expect(pushed.interactable.isActive)

          // The user goes back; a late second report of the same back changes nothing.
          router.stack.rendering.userDidPop(to: nil, from: shown)
          router.stack.rendering.userDidPop(to: nil, from: shown)

          #expect(!router.children.contains { $0 === pushed })
          #expect(!pushed.interactable.isActive)
          #expect(interactor.dismissed.count == 1)
          parent.detachChild(router)
        }

        @Test func routeAwayFrom\(child.value)PopsItOnce() throws {
          let parent = attachedToAnActiveParent()
          router.routeTo\(child.value)()
          let pushed = try #require(router.stack.topRouter)

          // The interactor heard that it is done; a second call finds nothing to pop.
          router.routeAwayFrom\(child.value)()
          router.routeAwayFrom\(child.value)()

          #expect(router.stack.isEmpty)
          #expect(!router.children.contains { $0 === pushed })
          #expect(!pushed.interactable.isActive)
          #expect(interactor.dismissed.isEmpty)  // the router's change: nobody is told
          parent.detachChild(router)
        }\(laterChildrenTests(options, .push))
      """
  }

  /// A test that each child of the kind after the first is shown: the first is tested in full.
  private static func laterChildrenTests(_ options: RIBTemplateOptions, _ kind: ChildEdge.Kind)
    -> String
  {
    options.edges(of: [kind]).dropFirst().map { "\n\n" + TemplateText.indented($0.routerTest) }
      .joined()
  }

  private static func presentationTests(_ options: RIBTemplateOptions) -> String? {
    guard let child = options.children.presented.first else { return nil }
    return """


        @Test func theViewDrawsTheRoutersPresentation() {
          #expect(viewController.presentation?.id == router.presentation.rendering.id)
        }

      \(TemplateText.indented(ChildEdge(parent: options.name, child: child, kind: .present).routerTest))

        @Test func aSheetTheUserDismissesIsDetachedOnce() throws {
          let parent = attachedToAnActiveParent()
          router.routeTo\(child.value)()
          let presented = try #require(router.presentation.router)
          #expect(presented.interactable.isActive)

          // The user drags the sheet down; the router dismisses it too: nothing more happens.
          router.presentation.rendering.userDidDismiss(try #require(router.presentation.screen).id)
          router.routeAwayFrom\(child.value)()

          #expect(!router.children.contains { $0 === presented })
          #expect(!presented.interactable.isActive)
          #expect(interactor.dismissed.count == 1)
          parent.detachChild(router)
        }\(laterChildrenTests(options, .present))
      """
  }
}
