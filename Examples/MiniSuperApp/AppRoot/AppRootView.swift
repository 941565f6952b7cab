#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import RIBsSwiftUI
  import SwiftUI

  /// The app in SwiftUI: the three tabs, and the root's last message (a deep link that could not
  /// open) above them.
  ///
  /// The SwiftUI app builds the same tree as the terminal app, with `SwiftUIViews`, launches the
  /// root router in a window, and shows the root's view in its scene:
  ///
  /// ```swift
  /// let root = AppRootBuilder(dependency: AppComponent(store: store, views: SwiftUIViews()))
  ///   .build()
  /// root.launchRouter.launch(from: window)  // a LaunchWindow that keeps the root's view
  /// // In the scene: RIBScreen(root.launchRouter).view.onOpenURL { root.urlHandler.handle($0) }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct AppRootView: View {
    let state: AppRootViewState

    var body: some View {
      VStack(spacing: 0) {
        if let message = state.message {
          Text(message).padding()
        }
        if let tabs = state.tabs {
          RIBTabView(tabs) { tab in Text(tab.title) }
        }
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: AppRootViewControllable where Content == AppRootView {
    func draw(_ tabs: RIBTabs<AppTab>.Rendering) { content.state.draw(tabs) }
  }
#endif
