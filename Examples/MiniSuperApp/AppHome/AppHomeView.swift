#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import RIBsSwiftUI
  import SwiftUI

  /// The home tab in SwiftUI: a navigation stack whose root is the home screen, with "Ride",
  /// which pushes the ride screen.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct AppHomeView: View {
    let state: AppHomeViewState

    var body: some View {
      if let stack = state.stack {
        RIBNavigationStack(stack) { home }
      } else {
        home
      }
    }

    @MainActor private var home: some View {
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
  extension RIBView: AppHomeViewControllable where Content == AppHomeView {
    func draw(_ stack: RIBStack.Rendering) { content.state.draw(stack) }
  }
#endif
