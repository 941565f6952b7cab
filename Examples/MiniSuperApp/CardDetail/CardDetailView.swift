#if canImport(SwiftUI)
  import RIBsSwiftUI
  import SwiftUI

  /// A card's details in SwiftUI, in the profile tab's detail column.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct CardDetailView: View {
    let state: CardDetailViewState

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        ForEach(state.lines, id: \.self) { line in Text(line) }
      }
      .padding()
      .navigationTitle("Card")
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBView: CardDetailViewControllable where Content == CardDetailView {}
#endif
