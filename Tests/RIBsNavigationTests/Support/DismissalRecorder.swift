import RIBs
import RIBsNavigation
import RIBsTestFixtures

/// Hears what the user took off the screen, by router name: the listener of the navigation
/// models under test.
@MainActor
final class DismissalRecorder: UserNavigationListener {
  var dismissed: [[String]] = []

  func userDidDismiss(_ screens: [RIBScreen]) {
    dismissed.append(screens.map(\.router).names)
  }
}
