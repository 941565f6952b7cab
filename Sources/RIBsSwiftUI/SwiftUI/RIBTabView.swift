#if canImport(SwiftUI)
  import RIBs
  import SwiftUI

  /// A `TabView` whose tabs are the RIBs of a ``RouterTabs``: the selected tab shows its router's
  /// view; picking another tab detaches it and attaches the new tab's.
  ///
  /// ```swift
  /// RIBTabView(tabs) { tab in
  ///   Text(tab.title)
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct RIBTabView<Tab: Hashable, Label: View>: View {
    @Bindable private var tabs: RouterTabs<Tab>
    private let label: (Tab) -> Label

    /// Creates a tab view of `tabs`.
    ///
    /// - Parameters:
    ///   - tabs: The tabs and the RIB of the selected one.
    ///   - label: The label of a tab in the tab bar.
    public init(_ tabs: RouterTabs<Tab>, @ViewBuilder label: @escaping (Tab) -> Label) {
      self.tabs = tabs
      self.label = label
    }

    /// The tab view, bound to the tabs of RIBs.
    public var body: some View {
      TabView(selection: $tabs.selection) {
        ForEach(tabs.tabs, id: \.self) { tab in
          RIBTabContent(router: tabs.router(of: tab))
            .tabItem { label(tab) }
            .tag(tab)
        }
      }
    }
  }

  /// A tab's content: its RIB's view once attached.
  struct RIBTabContent: View {
    let router: (any Routing)?

    var body: some View {
      if let router { RIBScreenView(router: router) }
    }
  }
#endif
