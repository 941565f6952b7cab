#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// A `TabView` whose tabs are the RIBs of `RIBTabs` (RIBsNavigation).
  ///
  /// Each tab shows its router's view once attached; picking a tab reports it to the tabs, which
  /// attach its RIB (and detach the one left, for tabs made with `.areDetached`). Picking the tab
  /// shown again reports it too (the binding is set to the same tab), which pops the tab's stack to
  /// its root.
  ///
  /// ```swift
  /// RIBTabView(tabs) { tab in
  ///   Text(tab.title)
  /// }
  /// ```
  @MainActor
  public struct RIBTabView<Tab: Hashable, Label: View>: View {
    private let tabs: RIBTabs<Tab>
    private let label: (Tab) -> Label

    /// Creates a tab view of `tabs`.
    ///
    /// - Parameters:
    ///   - tabs: The tabs and the RIBs attached for them.
    ///   - label: The label of a tab in the tab bar.
    public init(_ tabs: RIBTabs<Tab>, @ViewBuilder label: @escaping (Tab) -> Label) {
      self.tabs = tabs
      self.label = label
    }

    /// The tab view, bound to the tabs of RIBs.
    public var body: some View {
      RenderedTabView(rendering: NavigationModelRendering(tabs), label: label)
        .id(ObjectIdentifier(tabs))
    }
  }

  /// The tab view, drawn again after every change of the tabs.
  @MainActor
  struct RenderedTabView<Tab: Hashable, Label: View>: View {
    @StateObject private var rendering: NavigationModelRendering<RIBTabs<Tab>>
    let label: (Tab) -> Label

    init(
      rendering: @autoclosure @escaping () -> NavigationModelRendering<RIBTabs<Tab>>,
      label: @escaping (Tab) -> Label
    ) {
      _rendering = StateObject(wrappedValue: rendering())
      self.label = label
    }

    var body: some View {
      let tabs = rendering.model
      let showing = tabs.showing
      TabView(
        selection: Binding(
          get: { @MainActor in tabs.selectedTab },
          set: { @MainActor tab in tabs.userDidSelect(tab, from: showing) })
      ) {
        ForEach(tabs.tabs, id: \.self) { tab in
          RIBTabContent(screen: tabs.screen(of: tab))
            .tabItem { label(tab) }
            .tag(tab)
        }
      }
    }
  }

  /// A tab's content: its RIB's view once attached.
  @MainActor
  struct RIBTabContent: View {
    let screen: RIBScreen?

    var body: some View {
      if let screen { screen.view }
    }
  }
#endif
