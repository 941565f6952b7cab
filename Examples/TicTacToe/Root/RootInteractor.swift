import Foundation
import RIBs

@MainActor
protocol RootRouting: ViewableRouting {
  func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String)
    -> any LoggedInActionableItem
}

@MainActor
protocol RootPresentable: Presentable {
  var listener: (any RootPresentableListener)? { get set }
  func show(message: String)
}

@MainActor
protocol RootPresentableListener: AnyObject {}

@MainActor
protocol RootListener: AnyObject {}

/// What a deep link needs of the root RIB.
@MainActor
protocol RootActionableItem: AnyObject {
  /// Returns the LoggedIn actionable item once the players have logged in (at once if they have).
  func waitForLogin() async throws -> (any LoggedInActionableItem, Void)
}

final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable,
  RootPresentableListener, RootActionableItem, URLHandler
{
  weak var router: (any RootRouting)?
  weak var listener: (any RootListener)?
  private(set) lazy var loggedInActionableItem = ActionableItemSubject<any LoggedInActionableItem>(
    scope: self)

  override init(presenter: any RootPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - LoggedOutListener

  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    guard let router else { return }
    let loggedIn = router.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
    loggedInActionableItem.send(loggedIn)
  }

  // MARK: - RootActionableItem

  func waitForLogin() async throws -> (any LoggedInActionableItem, Void) {
    (try await loggedInActionableItem.wait(), ())
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
    switch link {
    case .launchGame(let gameID):
      let workflow = LaunchGameWorkflow(gameID: gameID) { [weak self] error in
        self?.presenter.show(message: "\(error)")
      }
      workflow.subscribe(self).cancelOnDeactivate(interactor: self)
    }
  }
}
