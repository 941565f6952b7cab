import RIBs
import RIBsTestFixtures
import Testing

@MainActor
final class TestWindow: LaunchWindow {
  var rootViewController: (any ViewControllable)?
  var interactorWasActiveWhenShown: Bool?
  var interactor: (any Interactable)?

  func show(rootViewController: any ViewControllable) {
    self.rootViewController = rootViewController
    interactorWasActiveWhenShown = interactor?.isActive
  }
}

@MainActor
final class TestLaunchRouter: LaunchRouter<TestInteractor, TestViewController> {
  var didLoadCount = 0
  var interactorWasActiveInDidLoad: Bool?

  override func didLoad() {
    super.didLoad()
    didLoadCount += 1
    interactorWasActiveInDidLoad = interactor.isActive
  }
}

@MainActor
@Suite struct LaunchRouterTests {
  @Test func launchShowsTheViewThenActivatesThenLoads() {
    let view = TestViewController()
    let router = TestLaunchRouter(interactor: TestInteractor(), viewController: view)
    let window = TestWindow()
    window.interactor = router.interactable

    router.launch(from: window)

    #expect(window.rootViewController === view)
    #expect(window.interactorWasActiveWhenShown == false)
    #expect(router.interactor.isActive)
    #expect(router.didLoadCount == 1)
    #expect(router.interactorWasActiveInDidLoad == true)
  }

  @Test func viewableRouterExposesItsView() {
    let view = TestViewController()
    let router = ViewableRouter(interactor: TestInteractor(), viewController: view)
    #expect(router.viewController === view)
    #expect(router.viewControllable === view)
  }
}
