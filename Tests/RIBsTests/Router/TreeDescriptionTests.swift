import RIBs
import RIBsTestFixtures
import Testing

@MainActor
final class SampleRootRouter: Router<TestInteractor> {}

@MainActor
@Suite struct TreeDescriptionTests {
  @Test func describesNamesStatesAndViewsInPreOrder() {
    let root = SampleRootRouter(interactor: TestInteractor())
    root.interactor.activate()
    let viewable = ViewableRouter(
      interactor: TestInteractor(), viewController: TestViewController())
    let leaf = TestRouter(name: "leaf")
    root.attachChild(viewable)
    viewable.attachChild(leaf)
    root.attachChild(TestRouter(name: "second"))
    viewable.interactor.deactivate()

    #expect(
      root.treeDescription == """
        SampleRoot (active, no view)
          Viewable (inactive)
            Test (inactive, no view)
          Test (active, no view)
        """)
  }

  @Test func ribNameDropsRouterSuffixAndGenericArguments() {
    #expect(SampleRootRouter(interactor: TestInteractor()).ribName == "SampleRoot")
    #expect(Router(interactor: TestInteractor()).ribName == "Router")
  }
}
