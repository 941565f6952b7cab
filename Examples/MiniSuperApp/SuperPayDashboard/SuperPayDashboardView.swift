#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  /// The dashboard in SwiftUI: the balance and a "Top up" button, read from the view state.
  ///
  /// In the SwiftUI app, `SwiftUIViews` makes it the dashboard's view, shown inline by the finance
  /// tab. In a UIKit app, a `RIBHostingController` hosts it (see
  /// `SuperPayDashboardHostingController.swift`); the terminal app shows
  /// `SuperPayDashboardTerminalView` instead, from the same view state.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct SuperPayDashboardView: View {
    let state: SuperPayDashboardViewState

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("SuperPay balance: \(state.balance)")
          .font(.headline)
        Button("Top up") {
          state.listener?.topupButtonDidTap()
        }
      }
      .padding()
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: SuperPayDashboardViewControllable where Content == SuperPayDashboardView {}
#endif
