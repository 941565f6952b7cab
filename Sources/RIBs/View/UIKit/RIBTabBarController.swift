#if canImport(UIKit)
  import UIKit

  /// Draws ``RIBTabs`` with UIKit: a `UITabBarController` with one tab per tab of the model, each
  /// showing its RIB's view controller once the RIB is attached, and that reports the tab the user
  /// picks to the model.
  ///
  /// ```swift
  /// let tabBar = RIBTabBarController(tabs: router.tabs) { tab in
  ///   UITabBarItem(title: tab.title, image: nil, tag: 0)
  /// }
  /// window.rootViewController = tabBar
  /// ```
  ///
  /// A tab whose RIB is not attached yet (or no longer, for tabs made with `.areDetached`) shows
  /// an empty view controller with the tab's item, until the user picks it and the model builds
  /// its RIB. It is its own `delegate`; do not replace it.
  @preconcurrency
  @MainActor
  open class RIBTabBarController<Tab: Hashable>: UITabBarController, UITabBarControllerDelegate {
    /// The tabs drawn.
    public let tabs: RIBTabs<Tab>
    /// What each tab shows until its RIB is attached.
    private let placeholders: [UIViewController]
    private var rendering: RIBsObservation?

    /// Draws `tabs`, now and after every change.
    ///
    /// - Parameters:
    ///   - tabs: The tabs to draw.
    ///   - item: The item of a tab in the tab bar.
    public init(tabs: RIBTabs<Tab>, item: (Tab) -> UITabBarItem) {
      self.tabs = tabs
      placeholders = tabs.tabs.map { tab in
        let placeholder = UIViewController()
        placeholder.tabBarItem = item(tab)
        return placeholder
      }
      super.init(nibName: nil, bundle: nil)
      delegate = self
      rendering = tabs.addRenderer { [weak self] _ in self?.render() }
      render()
    }

    /// Not supported: a tab bar of RIBs is made in code, from its tabs.
    public required init?(coder: NSCoder) { nil }

    /// Reports the tab the user picked to the model.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let index = viewControllers?.firstIndex(where: { $0 === viewController }) else {
        return
      }
      tabs.userDidSelect(tabs.tabs[index])
    }

    private func render() {
      let shown = tabs.tabs.indices.map { index in
        guard let screen = tabs.screen(of: tabs.tabs[index]) else { return placeholders[index] }
        guard let view = screen.viewControllable?.uiviewController else {
          screen.reportHasNoView(to: "RIBTabBarController")
          return placeholders[index]
        }
        view.tabBarItem = placeholders[index].tabBarItem
        return view
      }
      if !(viewControllers ?? []).elementsEqual(shown, by: ===) {
        setViewControllers(shown, animated: false)
      }
      selectedIndex = tabs.tabs.firstIndex(of: tabs.selectedTab) ?? 0
    }
  }
#endif
