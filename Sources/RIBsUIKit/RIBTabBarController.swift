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
  /// // In the router: viewController.draw(tabs.rendering)
  /// ```
  ///
  /// A tab whose RIB is not attached yet (or no longer, for tabs that detach the tab left) shows
  /// an empty view controller with the tab's item, until the user picks it and the model builds
  /// its RIB. What it shows is decided by a `RIBTabsRenderer`; this class is its glue to UIKit. It
  /// is its own `delegate`; do not replace it.
  @preconcurrency
  @MainActor
  open class RIBTabBarController<Tab: RIBRoute>: UITabBarController, ViewControllable,
    UITabBarControllerDelegate
  {
    /// The tabs drawn, once handed over.
    public var tabs: RIBTabs<Tab>.Rendering? { renderer.tabs }
    private lazy var container = Container(self)
    private lazy var renderer = RIBTabsRenderer<Tab, Container>(
      container: container,
      placeholder: { [item] tab in
        let placeholder = UIViewController()
        placeholder.tabBarItem = item(tab)
        return placeholder
      },
      view: { screen, placeholder in
        let view = screen.viewControllable.uiviewController
        view.tabBarItem = placeholder.tabBarItem
        return view
      })
    private let item: (Tab) -> UITabBarItem

    /// Creates a tab bar that draws no tabs yet.
    ///
    /// - Parameter item: The item of a tab in the tab bar.
    public init(item: @escaping (Tab) -> UITabBarItem) {
      self.item = item
      super.init(nibName: nil, bundle: nil)
      delegate = self
    }

    /// Not supported: a tab bar of RIBs is made in code, from its tabs.
    public required init?(coder: NSCoder) { nil }

    /// Draws `tabs` from now on, now and after every change, in place of those drawn before.
    ///
    /// - Parameter tabs: The tabs to draw.
    public func draw(_ tabs: RIBTabs<Tab>.Rendering) {
      renderer.draw(tabs)
    }

    /// Reports the tab the user picked; UIKit calls it for the tab shown too, picked again, which
    /// pops that tab's stack to its root.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let index = viewControllers?.firstIndex(where: { $0 === viewController }) else {
        return
      }
      renderer.userDidPick(tabAt: index)
    }

    /// The tab bar as the renderer drives it.
    private final class Container: RIBTabsContainer {
      unowned let tabBar: RIBTabBarController

      init(_ tabBar: RIBTabBarController) {
        self.tabBar = tabBar
      }

      var shownViews: [UIViewController] { tabBar.viewControllers ?? [] }

      var selectedIndex: Int { tabBar.selectedIndex }

      func show(_ views: [UIViewController], selectedIndex: Int, animated: Bool) {
        let show = { [tabBar] in
          if !(tabBar.viewControllers ?? []).elementsEqual(views, by: ===) {
            tabBar.setViewControllers(views, animated: animated)
          }
          tabBar.selectedIndex = selectedIndex
        }
        if animated { show() } else { UIView.performWithoutAnimation(show) }
      }
    }
  }
#endif
