import RIBs
import TerminalUI

/// The tab bar: a line of tabs, then the selected tab's screen.
///
/// Typing a tab's number or name selects it; an action's key runs the action of the selected tab.
final class AppRootTabBarController: TerminalTabBarController<AppTab>, AppRootPresentable,
  AppRootViewControllable
{
  weak var listener: (any AppRootPresentableListener)?

  init() {
    super.init { tab in tab.title }
  }
}
