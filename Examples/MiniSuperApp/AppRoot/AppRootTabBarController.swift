import Foundation
import RIBs
import TerminalUI

/// The tab bar: a line of tabs, then the selected tab's screen.
///
/// Typing a tab's number or name selects it; an action's key runs the action of the selected tab.
final class AppRootTabBarController: TerminalViewController, AppRootPresentable,
  AppRootViewControllable
{
  weak var listener: (any AppRootPresentableListener)?
  private var tabs: [TerminalViewController] = []
  private var selectedIndex = 0

  override var title: String {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].title : "MiniSuperApp"
  }

  override func body(style: TerminalStyle) -> [String] {
    let items = tabs.enumerated().map { index, tab in
      index == selectedIndex
        ? style.bold("[\(index + 1) \(tab.title)]") : " \(index + 1) \(tab.title) "
    }
    return ["Tabs: " + items.joined(separator: " ")]
  }

  override func handle(input: String) {
    guard !runAction(for: input) else { return }
    let choice = input.trimmingCharacters(in: .whitespaces)
    if let index = tabIndex(for: choice) {
      select(index)
      return
    }
    let keys = availableActions.map(\.key)
    let hint =
      "Type 1-\(tabs.count) for a tab"
      + (keys.isEmpty ? "." : ", or one of: \(keys.joined(separator: ", ")).")
    show(message: choice.isEmpty ? hint : "There is no '\(choice)' here. \(hint)")
  }

  /// The tab whose number (from 1) or title `choice` is.
  private func tabIndex(for choice: String) -> Int? {
    NumberedChoice.index(of: choice, count: tabs.count)
      ?? tabs.firstIndex { $0.title.lowercased() == choice.lowercased() }
  }

  private func select(_ index: Int) {
    removeEmbedded(tabs[selectedIndex])
    selectedIndex = index
    embed(tabs[index])
  }

  // MARK: - AppRootViewControllable

  func setViewControllers(_ viewControllers: [any ViewControllable]) {
    embeddedViewControllers.forEach(removeEmbedded)
    tabs = viewControllers.map(\.terminalViewController)
    selectedIndex = 0
    if let first = tabs.first { embed(first) }
  }

  func selectTab(at index: Int) {
    guard tabs.indices.contains(index), index != selectedIndex else { return }
    select(index)
  }
}
