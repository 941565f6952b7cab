#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  /// The cards dashboard in SwiftUI: the first cards on file and "Add card", read from the view
  /// state; the finance tab shows it inline.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct CardOnFileDashboardView: View {
    let state: CardOnFileDashboardViewState

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("Cards on file").font(.headline)
        if state.cards.isEmpty {
          Text("No cards yet.")
        }
        ForEach(state.cards, id: \.self) { card in Text(card) }
        if state.moreCount > 0 {
          Text("and \(state.moreCount) more")
        }
        Button("Add card") { state.listener?.didTapAddPaymentMethod() }
      }
      .padding()
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: CardOnFileDashboardViewControllable where Content == CardOnFileDashboardView {}
#endif
