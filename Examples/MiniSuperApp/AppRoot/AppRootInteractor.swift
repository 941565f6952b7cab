import Foundation
import RIBs

@MainActor
protocol AppRootRouting: Routing {
  func attachTabs()
  /// Selects the home tab, attaching it if it is not yet.
  ///
  /// - Throws: If the tab could not be attached (a diagnostic says why).
  func routeToHome() throws -> any AppHomeActionableItem
  /// Selects the finance tab, attaching it if it is not yet.
  ///
  /// - Throws: If the tab could not be attached (a diagnostic says why).
  func routeToFinance() throws -> any FinanceHomeActionableItem
  /// Selects the profile tab, attaching it if it is not yet.
  ///
  /// - Throws: If the tab could not be attached (a diagnostic says why).
  func routeToProfile() throws -> any ProfileHomeActionableItem
}

@MainActor
protocol AppRootListener: AnyObject {}

/// What a deep link needs of the root RIB: a tab, whose item the next step acts on.
@MainActor
protocol AppRootActionableItem: AnyObject {
  func showHome() throws -> (any AppHomeActionableItem, Void)
  func showFinance() throws -> (any FinanceHomeActionableItem, Void)
  func showProfile() throws -> (any ProfileHomeActionableItem, Void)
}

/// The root: as soon as it becomes active it asks for the selected tab; it opens deep links.
final class AppRootInteractor: PresentableInteractor<any AppRootPresentable>,
  AppRootInteractable, AppRootPresentableListener, AppRootActionableItem, URLHandler
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

  // MARK: - URLHandler

  func handle(_ url: URL) {
    let link: DeepLink
    do {
      link = try DeepLink(url: url)
    } catch {
      presenter.show(message: error.description)
      return
    }
    let workflow = DeepLinkWorkflow(link: link) { [weak self] error in
      self?.presenter.show(message: "\(error)")
    }
    workflow.subscribe(self).cancelOnDeactivate(interactor: self)
  }

  // MARK: - AppRootActionableItem

  func showHome() throws -> (any AppHomeActionableItem, Void) {
    (try existingRouter().routeToHome(), ())
  }

  func showFinance() throws -> (any FinanceHomeActionableItem, Void) {
    (try existingRouter().routeToFinance(), ())
  }

  func showProfile() throws -> (any ProfileHomeActionableItem, Void) {
    (try existingRouter().routeToProfile(), ())
  }

  /// The router, which outlives an active interactor: a step runs only while this one is active.
  private func existingRouter() throws -> any AppRootRouting {
    guard let router else { throw CancellationError() }
    return router
  }
}
