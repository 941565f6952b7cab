import RIBs

@MainActor
protocol AppRootRouting: ViewableRouting {
  func attachTabs()
}

@MainActor
protocol AppRootPresentable: Presentable {
  var listener: (any AppRootPresentableListener)? { get set }
}

@MainActor
protocol AppRootPresentableListener: AnyObject {}

@MainActor
protocol AppRootListener: AnyObject {}

/// The root: as soon as it becomes active it asks for the three tabs.
final class AppRootInteractor: PresentableInteractor<any AppRootPresentable>,
  AppRootInteractable, AppRootPresentableListener
{
  weak var router: (any AppRootRouting)?
  weak var listener: (any AppRootListener)?

  override init(presenter: any AppRootPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    router?.attachTabs()
  }
}
