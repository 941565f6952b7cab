import RIBs

/// What a ``RIBTabsRenderer`` draws tabs in: one view per tab and the selected one, as a
/// `UITabBarController` shows view controllers, or the terminal's tab bar.
@preconcurrency
@MainActor
public protocol RIBTabsContainer: AnyObject {
  /// A view the container shows: a view controller.
  associatedtype View: AnyObject

  /// The views of the tabs the container shows now, in order.
  var shownViews: [View] { get }

  /// The place of the tab the container shows now.
  var selectedIndex: Int { get }

  /// Shows `views`, one per tab, with the one at `selectedIndex` selected.
  ///
  /// - Parameters:
  ///   - views: The tabs' views, in order.
  ///   - selectedIndex: The place of the selected tab.
  ///   - animated: Whether to animate the change.
  func show(_ views: [View], selectedIndex: Int, animated: Bool)
}

/// Draws ``RIBTabs`` in a container, and tells the tabs which one the user picked: every decision
/// a tabs renderer makes, the same for UIKit, the terminal and a renderer of an app's own.
///
/// What it decides:
/// - After every change, each tab shows its RIB's view once attached, and its placeholder until
///   then (or after it was detached), and the selected tab is the model's; the container is told
///   only what differs, animated as the router asked, never for what the user did.
/// - A tab the user picked (``userDidPick(tabAt:)``) is reported with the tab the renderer showed
///   selected, so that a pick made before the router selected another changes nothing; the
///   container then shows the tabs as they are.
/// - ``draw(_:)`` replaces the tabs drawn before, and their observation.
@preconcurrency
@MainActor
public final class RIBTabsRenderer<Tab: RIBRoute, Container: RIBTabsContainer> {
  /// The tabs drawn, once handed over.
  public private(set) var tabs: RIBTabs<Tab>.Rendering?
  private weak var container: Container?
  private let placeholder: @MainActor (Tab) -> Container.View
  private let view: @MainActor (RIBScreen, _ placeholder: Container.View) -> Container.View?
  /// What each tab shows until its RIB is attached, made when the tabs are handed over.
  private var placeholders: [Container.View] = []
  /// The selected tab's screen as drawn, which the user's pick is made for.
  private var showing: RIBScreen.ID?
  private var observation: RIBsObservation?

  /// Creates a renderer that draws in `container`, which keeps it.
  ///
  /// - Parameters:
  ///   - container: What shows the views; held weakly.
  ///   - placeholder: What a tab shows while its RIB is not attached, with the tab's title or
  ///     item; made once per tab.
  ///   - view: A tab's screen's view, given the tab's placeholder (to copy its tab bar item); `nil`
  ///     for a screen the container cannot show, which shows the placeholder.
  public init(
    container: Container, placeholder: @escaping @MainActor (Tab) -> Container.View,
    view: @escaping @MainActor (RIBScreen, _ placeholder: Container.View) -> Container.View?
  ) {
    self.container = container
    self.placeholder = placeholder
    self.view = view
  }

  /// Draws `tabs` from now on, now and after every change, in place of those drawn before.
  ///
  /// - Parameter tabs: The tabs to draw.
  public func draw(_ tabs: RIBTabs<Tab>.Rendering) {
    observation?.cancel()
    self.tabs = tabs
    placeholders = tabs.tabs.map(placeholder)
    observation = tabs.addRenderer(self) { renderer, change in renderer.render(change) }
    render(.byRouter(animated: false))
  }

  /// The user picked the tab at `index` (UIKit calls it for the tab shown too, picked again, which
  /// pops that tab's stack to its root).
  ///
  /// - Parameter index: The tab's place.
  public func userDidPick(tabAt index: Int) {
    guard let tabs, tabs.tabs.indices.contains(index) else { return }
    tabs.userDidSelect(tabs.tabs[index], from: showing)
    render(.byUser)
  }

  private func render(_ change: RIBNavigationChange) {
    guard let tabs, let container else { return }
    showing = tabs.showing
    let views = tabs.tabs.indices.map { index in
      tabs.screen(of: tabs.tabs[index]).flatMap { view($0, placeholders[index]) }
        ?? placeholders[index]
    }
    let selected = tabs.tabs.firstIndex(of: tabs.selectedTab) ?? 0
    guard !container.shownViews.elementsEqual(views, by: ===) || container.selectedIndex != selected
    else { return }
    container.show(views, selectedIndex: selected, animated: change.isAnimated)
  }
}
