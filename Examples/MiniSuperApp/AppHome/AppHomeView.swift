#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  /// The home tab in SwiftUI: "Ride", which pushes the ride screen on the tab's stack.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct AppHomeView: View {
    let state: AppHomeViewState

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Button("Ride") { state.listener?.didTapRide() }
        if let message = state.message {
          Text(message)
        }
      }
      .padding()
      .navigationTitle("Home")
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension AppHomeSwiftUIRouter: SwiftUIRouting {
    var screen: some View {
      RIBNavigationStack(stack) {
        AppHomeView(state: state)
      }
    }
  }
#endif
