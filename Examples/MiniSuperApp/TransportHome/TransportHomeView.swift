#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import RIBsSwiftUI
  import SwiftUI

  /// The ride screen in SwiftUI: the balance that pays for the ride, and the top-up flow in a
  /// sheet when the balance is too low.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct TransportHomeView: View {
    let state: TransportHomeViewState

    var body: some View {
      if let presentation = state.presentation {
        ride.ribPresentation(presentation)
      } else {
        ride
      }
    }

    @MainActor private var ride: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("SuperPay balance: \(state.balance)").font(.headline)
        Button("Confirm ride") { state.listener?.didTapConfirmRide() }
        if let message = state.message {
          Text(message)
        }
        Button("Close") { state.listener?.didTapClose() }
      }
      .padding()
      .navigationTitle("Ride")
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: TransportHomeViewControllable where Content == TransportHomeView {
    func draw(_ presentation: RIBPresentation.Rendering) { content.state.draw(presentation) }
  }
#endif
