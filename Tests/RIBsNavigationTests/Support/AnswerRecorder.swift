import RIBs
import RIBsNavigation

/// Records the buttons a dialog presentation reports, and what the user took away: the one
/// listener of every model, with dialogs' actions.
@MainActor
final class AnswerRecorder<Action: Hashable & Sendable>: UserNavigationListener {
  private(set) var actions: [Action] = []
  private(set) var dismissed: [[RIBScreen.ID]] = []

  func userDidChoose(_ action: Action) {
    actions.append(action)
  }

  func userDidDismiss(_ screens: [RIBScreen]) {
    dismissed.append(screens.map(\.id))
  }
}
