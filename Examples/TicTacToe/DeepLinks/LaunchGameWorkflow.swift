import RIBs

/// Tutorial 4's deep link: wait until the players have logged in (at once if they have), then
/// start the game the link names.
final class LaunchGameWorkflow: Workflow<any RootActionableItem> {
  private let onError: @MainActor (any Error) -> Void

  init(gameID: String, onError: @escaping @MainActor (any Error) -> Void) {
    self.onError = onError
    super.init()
    onStep { (rootItem: any RootActionableItem) in
      try await rootItem.waitForLogin()
    }
    .onStep { (loggedInItem: any LoggedInActionableItem, _: Void) in
      try await loggedInItem.launchGame(with: gameID)
    }
    .commit()
  }

  override func didReceiveError(_ error: any Error) {
    onError(error)
  }
}
