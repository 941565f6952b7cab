#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  /// The card form in SwiftUI: one field at a time, as the interactor asks, under the details
  /// entered so far (masked); the CVC is typed into a secure field.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct AddPaymentMethodView: View {
    @Bindable var state: AddPaymentMethodViewState

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        if let introduction = state.introduction {
          Text(introduction)
        }
        ForEach(state.entered, id: \.self) { detail in Text(detail) }
        field.onSubmit { state.submit() }
        if let message = state.message {
          Text(message)
        }
        Button(state.closeButtonType == .close ? "Close" : "Back") {
          state.listener?.didTapClose()
        }
      }
      .padding()
      .navigationTitle("Add a card")
    }

    @MainActor @ViewBuilder private var field: some View {
      switch state.field {
      case .number: TextField("Card number", text: $state.entry)
      case .expiry: TextField("Expiry (MM/YY)", text: $state.entry)
      case .cvc: SecureField("CVC", text: $state.entry)
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: AddPaymentMethodViewControllable where Content == AddPaymentMethodView {}
#endif
