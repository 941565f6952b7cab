import Foundation
import RIBs

/// Draws `RIBTabs` in the terminal: a line of tabs, then the selected tab's screen; typing a tab's
/// number or title picks it, which the tabs hear as the user's selection.
///
/// The terminal counterpart of a `UITabBarController`. The selected tab's screen is embedded, so
/// its actions run from the tab bar's prompt.
@MainActor
open class TerminalTabBarController<Tab: Hashable>: TerminalViewController {
  /// The tabs drawn.
  public let tabs: RIBTabs<Tab>
  private let tabTitle: (Tab) -> String
  private var rendering: RIBsObservation?

  /// Draws `tabs`, now and after every change.
  ///
  /// - Parameters:
  ///   - tabs: The tabs to draw.
  ///   - title: The title of a tab in the tab bar.
  public init(tabs: RIBTabs<Tab>, title: @escaping (Tab) -> String) {
    self.tabs = tabs
    tabTitle = title
    super.init()
    rendering = tabs.addRenderer { [weak self] _ in self?.render() }
    render()
  }

  open override var title: String {
    embeddedViewControllers.first?.title ?? tabTitle(tabs.selectedTab)
  }

  open override func body(style: TerminalStyle) -> [String] {
    let items = tabs.tabs.enumerated().map { index, tab in
      tab == tabs.selectedTab
        ? style.bold("[\(index + 1) \(tabTitle(tab))]") : " \(index + 1) \(tabTitle(tab)) "
    }
    return ["Tabs: " + items.joined(separator: " ")]
  }

  open override func handle(input: String) {
    guard !runAction(for: input) else { return }
    let choice = input.trimmingCharacters(in: .whitespaces)
    if let index = tabIndex(for: choice) {
      tabs.userDidSelect(tabs.tabs[index])
      return
    }
    let keys = availableActions.map(\.key)
    let hint =
      "Type 1-\(tabs.tabs.count) for a tab"
      + (keys.isEmpty ? "." : ", or one of: \(keys.joined(separator: ", ")).")
    show(message: choice.isEmpty ? hint : "There is no '\(choice)' here. \(hint)")
  }

  /// The tab whose number (from 1) or title `choice` is.
  private func tabIndex(for choice: String) -> Int? {
    NumberedChoice.index(of: choice, count: tabs.tabs.count)
      ?? tabs.tabs.firstIndex { tabTitle($0).lowercased() == choice.lowercased() }
  }

  /// Embeds the selected tab's screen, in place of the one embedded before.
  private func render() {
    let selected = tabs.selectedRouter.flatMap { router in
      RIBScreen(router).viewControllable as? TerminalViewController
    }
    guard embeddedViewControllers.first !== selected else { return }
    embeddedViewControllers.forEach(removeEmbedded)
    if let selected { embed(selected) }
  }
}
