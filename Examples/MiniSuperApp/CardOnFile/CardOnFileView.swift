#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  /// The card list in SwiftUI: a tap chooses a card; the back button or a back swipe leaves the
  /// choice as it was.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct CardOnFileView: View {
    let state: CardOnFileViewState

    var body: some View {
      List {
        ForEach(Array(state.cards.enumerated()), id: \.offset) { index, card in
          Button {
            state.listener?.didSelectItem(at: index)
          } label: {
            Text(index == state.selectedIndex ? "\(card) (chosen)" : card)
          }
        }
        Button("Add card") { state.listener?.didTapAddCard() }
      }
      .navigationTitle("Choose a card")
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: CardOnFileViewControllable where Content == CardOnFileView {}
#endif
