#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  /// The amount screen in SwiftUI: the card that pays, the amount, and the buttons of the flow.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct EnterAmountView: View {
    @Bindable var state: EnterAmountViewState

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("Paid with \(state.paymentMethodName ?? "no card yet")")
        Button("Change card") { state.listener?.didTapPaymentMethod() }
        TextField("Amount (won)", text: $state.amount)
          .onSubmit { state.submit() }
        Button("Top up") { state.submit() }
        if let message = state.message {
          Text(message)
        }
        Button("Close") { state.listener?.didTapClose() }
      }
      .padding()
      .navigationTitle("Top up")
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: EnterAmountViewControllable where Content == EnterAmountView {}
#endif
