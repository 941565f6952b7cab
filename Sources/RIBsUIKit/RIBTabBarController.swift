#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import UIKit

  /// Draws `RIBTabs` with UIKit: a `UITabBarController` with one tab per tab of the model, each
  /// showing its RIB's view controller once the RIB is attached, and that reports the tab the user
  /// picks to the model.
  ///
  /// As a RIB's view it is made before the RIB's router, which owns the tabs and hands them to it
  /// with ``draw(_:)``:
  ///
  /// ```swift
  /// let tabBar = RIBTabBarController<HomeTab> { tab in
  ///   UITabBarItem(title: tab.title, image: nil, tag: 0)
  /// }
  /// let router = AppRootRouter(interactor: interactor, viewController: tabBar)
  /// // In the router: viewController.draw(tabs)
  /// ```
  ///
  /// A tab whose RIB is not attached yet (or no longer, for tabs that detach the tab left) shows
  /// an empty view controller with the tab's item, until the user picks it and the model builds
  /// its RIB. A change the router makes without animation is drawn without animation. It is its own
  /// `delegate`; do not replace it.
  @preconcurrency
  @MainActor
  open class RIBTabBarController<Tab: Hashable>: UITabBarController, ViewControllable,
    UITabBarControllerDelegate
  {
    /// The tabs drawn, once handed over.
    public private(set) var tabs: RIBTabs<Tab>?
    private let item: (Tab) -> UITabBarItem
    /// What each tab shows until its RIB is attached.
    private var placeholders: [UIViewController] = []
    /// The identity of the selected tab's screen as drawn, which the user's pick is made for.
    private var showing: RIBScreen.ID?

    /// Creates a tab bar that draws no tabs yet.
    ///
    /// - Parameter item: The item of a tab in the tab bar.
    public init(item: @escaping (Tab) -> UITabBarItem) {
      self.item = item
      super.init(nibName: nil, bundle: nil)
      delegate = self
    }

    /// Draws `tabs` from now on, now and after every change, in place of those drawn before.
    ///
    /// - Parameter tabs: The tabs to draw.
    public func draw(_ tabs: RIBTabs<Tab>) {
      self.tabs = tabs
      placeholders = tabs.tabs.map { tab in
        let placeholder = UIViewController()
        placeholder.tabBarItem = item(tab)
        return placeholder
      }
      tabs.addRenderer(self) { tabBar, change in tabBar.render(change) }
      render(.byRouter(animated: false))
    }

    /// Not supported: a tab bar of RIBs is made in code, from its tabs.
    public required init?(coder: NSCoder) { nil }

    /// Reports the tab the user picked to the model; UIKit calls it for the tab shown too, picked
    /// again, which pops that tab's stack to its root.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let tabs, let index = viewControllers?.firstIndex(where: { $0 === viewController })
      else { return }
      tabs.userDidSelect(tabs.tabs[index], from: showing)
    }

    private func render(_ change: RIBNavigationChange) {
      guard let tabs else { return }
      showing = tabs.showing
      let shown = tabs.tabs.indices.map { index in
        guard let screen = tabs.screen(of: tabs.tabs[index]) else { return placeholders[index] }
        let view = screen.viewControllable.uiviewController
        view.tabBarItem = placeholders[index].tabBarItem
        return view
      }
      let selected = tabs.tabs.firstIndex(of: tabs.selectedTab) ?? 0
      let draw = {
        if !(self.viewControllers ?? []).elementsEqual(shown, by: ===) {
          self.setViewControllers(shown, animated: change == .byRouter(animated: true))
        }
        self.selectedIndex = selected
      }
      if change == .byRouter(animated: true) {
        draw()
      } else {
        UIView.performWithoutAnimation(draw)
      }
    }
  }
#endif
