import Foundation
import RIBs

@MainActor
protocol LoggedOutRouting: ViewableRouting {}

@MainActor
protocol LoggedOutListener: AnyObject {
  func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

final class LoggedOutInteractor: PresentableInteractor<any LoggedOutPresentable>,
  LoggedOutInteractable, LoggedOutPresentableListener
{
  weak var router: (any LoggedOutRouting)?
  weak var listener: (any LoggedOutListener)?

  override init(presenter: any LoggedOutPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - LoggedOutPresentableListener

  func login(withPlayer1Name player1Name: String?, player2Name: String?) {
    listener?.didLogin(
      withPlayer1Name: playerName(player1Name, withDefaultName: "Player 1"),
      player2Name: playerName(player2Name, withDefaultName: "Player 2"))
  }

  private func playerName(_ name: String?, withDefaultName defaultName: String) -> String {
    // The view refuses longer names; cut any that come another way, so no line outgrows a screen.
    let trimmed = String(
      (name?.trimmingCharacters(in: .whitespaces) ?? "").prefix(PlayerNames.maximumLength))
    return trimmed.isEmpty ? defaultName : trimmed
  }
}
