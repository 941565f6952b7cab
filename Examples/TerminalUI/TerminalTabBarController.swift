import Foundation
import RIBs
import RIBsNavigation

/// Draws `RIBTabs` in the terminal: a line of tabs, then the selected tab's screen; typing a tab's
/// number or title picks it, which the tabs hear as the user's selection.
///
/// The terminal counterpart of a `UITabBarController`. The selected tab's screen is embedded, so
/// its actions run from the tab bar's prompt. As a RIB's view it is made before the RIB's router,
/// which owns the tabs and hands them to it with ``draw(_:)``; until then it shows no tab. What it
/// shows and what a pick means is decided by a `RIBTabsRenderer`, as for UIKit.
@MainActor
open class TerminalTabBarController<Tab: RIBRoute>: TerminalViewController {
  /// The tabs drawn, once handed over.
  public var tabs: RIBTabs<Tab>.Rendering? { renderer.tabs }
  private let tabTitle: (Tab) -> String
  /// Each tab's screen, or its placeholder, as the renderer gave them.
  private var tabViews: [TerminalViewController] = []
  private var selectedIndex = 0
  private lazy var container = Container(self)
  private lazy var renderer = RIBTabsRenderer<Tab, Container>(
    container: container, placeholder: { _ in TerminalViewController() },
    view: { screen, _ in screen.terminalView(drawnBy: "TerminalTabBarController") })

  /// Creates a tab bar that draws no tabs yet.
  ///
  /// - Parameter title: The title of a tab in the tab bar.
  public init(title: @escaping (Tab) -> String) {
    tabTitle = title
  }

  /// Draws `tabs` from now on, now and after every change, in place of those drawn before.
  ///
  /// - Parameter tabs: The tabs to draw.
  public func draw(_ tabs: RIBTabs<Tab>.Rendering) {
    renderer.draw(tabs)
  }

  open override var title: String {
    let shown = embeddedViewControllers.first?.title ?? ""
    return shown.isEmpty ? tabs.map { tabTitle($0.selectedTab) } ?? "" : shown
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
      renderer.userDidPick(tabAt: index)
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

  /// The tab bar as the renderer drives it: the selected tab's view is embedded.
  private final class Container: RIBTabsContainer {
    unowned let tabBar: TerminalTabBarController

    init(_ tabBar: TerminalTabBarController) {
      self.tabBar = tabBar
    }

    var shownViews: [TerminalViewController] { tabBar.tabViews }

    var selectedIndex: Int { tabBar.selectedIndex }

    func show(_ views: [TerminalViewController], selectedIndex: Int, animated: Bool) {
      tabBar.tabViews = views
      tabBar.selectedIndex = selectedIndex
      let selected = views.indices.contains(selectedIndex) ? views[selectedIndex] : nil
      guard tabBar.embeddedViewControllers.first !== selected else { return }
      tabBar.embeddedViewControllers.forEach(tabBar.removeEmbedded)
      if let selected { tabBar.embed(selected) }
    }
  }
}
