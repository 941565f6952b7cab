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
  public struct RIBTabView<Tab: RIBRoute, Label: View>: View {
    private let tabs: RIBTabs<Tab>.Rendering
    private let label: (Tab) -> Label

    /// Creates a tab view of `tabs`.
    ///
    /// - Parameters:
    ///   - tabs: The tabs and the RIBs attached for them.
    ///   - label: The label of a tab in the tab bar.
    public init(_ tabs: RIBTabs<Tab>.Rendering, @ViewBuilder label: @escaping (Tab) -> Label) {
      self.tabs = tabs
      self.label = label
    }

    /// The tab view, bound to the tabs of RIBs.
    public var body: some View {
      RenderedTabView(observer: RenderingObserver(tabs), label: label)
        .id(tabs.id)
    }
  }

  /// The tab view, drawn again after every change of the tabs.
  @MainActor
  struct RenderedTabView<Tab: RIBRoute, Label: View>: View {
    @StateObject private var observer: RenderingObserver<RIBTabs<Tab>.Rendering>
    let label: (Tab) -> Label

    init(
      observer: @autoclosure @escaping () -> RenderingObserver<RIBTabs<Tab>.Rendering>,
      label: @escaping (Tab) -> Label
    ) {
      _observer = StateObject(wrappedValue: observer())
      self.label = label
    }

    var body: some View {
      let tabs = observer.rendering
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
