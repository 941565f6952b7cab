#if canImport(SwiftUI)
  import SwiftUI

  /// The dashboard in SwiftUI: the balance and a "Top up" button, read from the view state.
  ///
  /// On UIKit, the builder hosts it in a `RIBHostingController` (see
  /// `SuperPayDashboardHostingController.swift`); this terminal app shows
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
#endif
