import Foundation
import RIBs
import RIBsNavigation

/// Draws `RIBTabs` in the terminal: a line of tabs, then the selected tab's screen; typing a tab's
/// number or title picks it, which the tabs hear as the user's selection.
///
/// The terminal counterpart of a `UITabBarController`. The selected tab's screen is embedded, so
/// its actions run from the tab bar's prompt. As a RIB's view it is made before the RIB's router,
/// which owns the tabs and hands them to it with ``draw(_:)``; until then it shows no tab.
@MainActor
open class TerminalTabBarController<Tab: Hashable>: TerminalViewController {
  /// The tabs drawn, once handed over.
  public private(set) var tabs: RIBTabs<Tab>?
  private let tabTitle: (Tab) -> String
  /// The identity of the selected tab's screen as drawn, which the user's pick is made for.
  private var showing: RIBScreen.ID?

  /// Creates a tab bar that draws no tabs yet.
  ///
  /// - Parameter title: The title of a tab in the tab bar.
  public init(title: @escaping (Tab) -> String) {
    tabTitle = title
  }

  /// Draws `tabs` from now on, now and after every change, in place of those drawn before.
  ///
  /// - Parameter tabs: The tabs to draw.
  public func draw(_ tabs: RIBTabs<Tab>) {
    self.tabs = tabs
    tabs.addRenderer(self) { tabBar, _ in tabBar.render() }
    render()
  }

  open override var title: String {
    embeddedViewControllers.first?.title ?? tabs.map { tabTitle($0.selectedTab) } ?? ""
  }

  open override func body(style: TerminalStyle) -> [String] {
    guard let tabs else { return [] }
    let items = tabs.tabs.enumerated().map { index, tab in
      tab == tabs.selectedTab
        ? style.bold("[\(index + 1) \(tabTitle(tab))]") : " \(index + 1) \(tabTitle(tab)) "
    }
    return ["Tabs: " + items.joined(separator: " ")]
  }

  open override func handle(input: String) {
    guard !runAction(for: input) else { return }
    let choice = input.trimmingCharacters(in: .whitespaces)
    let all = tabs?.tabs ?? []
    if let index = tabIndex(for: choice, in: all) {
      tabs?.userDidSelect(all[index], from: showing)
      return
    }
    let keys = availableActions.map(\.key)
    let hint =
      "Type 1-\(all.count) for a tab"
      + (keys.isEmpty ? "." : ", or one of: \(keys.joined(separator: ", ")).")
    show(message: choice.isEmpty ? hint : "There is no '\(choice)' here. \(hint)")
  }

  /// The tab whose number (from 1) or title `choice` is.
  private func tabIndex(for choice: String, in all: [Tab]) -> Int? {
    NumberedChoice.index(of: choice, count: all.count)
      ?? all.firstIndex { tabTitle($0).lowercased() == choice.lowercased() }
  }

  /// Embeds the selected tab's screen, in place of the one embedded before.
  private func render() {
    showing = tabs?.showing
    let selected = tabs.flatMap { $0.screen(of: $0.selectedTab) }.flatMap { screen in
      screen.terminalView(drawnBy: "TerminalTabBarController")
    }
    guard embeddedViewControllers.first !== selected else { return }
    embeddedViewControllers.forEach(removeEmbedded)
    if let selected { embed(selected) }
  }
}
