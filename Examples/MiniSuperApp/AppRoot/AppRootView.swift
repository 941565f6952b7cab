#if canImport(SwiftUI)
  import RIBs
  import RIBsSwiftUI
  import SwiftUI

  /// The app in SwiftUI: the three tabs, and the root's last message (a deep link that could not
  /// open) above them.
  ///
  /// An app shows it from its scene, after launching the root:
  ///
  /// ```swift
  /// @main
  /// struct SuperApp: App {
  ///   private let root = AppRootSwiftUIBuilder(dependency: AppComponent(store: store)).build()
  ///
  ///   init() { root.router.launch() }
  ///
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       root.router.screen.onOpenURL { url in root.urlHandler.handle(url) }
  ///     }
  ///   }
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct AppRootView: View {
    let state: AppRootViewState
    let tabs: RIBTabs<AppTab>

    var body: some View {
      VStack(spacing: 0) {
        if let message = state.message {
          Text(message).padding()
        }
        RIBTabView(tabs) { tab in Text(tab.title) }
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension AppRootSwiftUIRouter: SwiftUIRouting {
    var screen: some View { AppRootView(state: state, tabs: tabs) }
  }
#endif
