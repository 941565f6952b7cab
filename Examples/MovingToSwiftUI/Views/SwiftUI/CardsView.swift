import Combine  // ObservableObject; SwiftUI does not re-export it
import RIBs
import RIBsSwiftUI
import SwiftUI

/// CardsView.swift, in SwiftUI: the card list's view state is its presenter, and its SwiftUI view
/// is in a `RIBView`: a UIKit parent pushes the RIBView's hosting controller, a SwiftUI parent
/// draws the view as it is.
@MainActor
func makeCardsView() -> (viewController: any CardsViewControllable, presenter: any CardsPresentable)
{
  let state = CardsViewState()
  return (RIBView { CardsView(state: state) }, state)
}

/// The cards; an `ObservableObject`, which works from iOS 16.
@MainActor
final class CardsViewState: ObservableObject, CardsPresentable {
  weak var listener: (any CardsPresentableListener)?
  private(set) var cards: [String] = []

  func show(cards: [String]) {
    objectWillChange.send()
    self.cards = cards
  }
}

struct CardsView: View {
  @ObservedObject var state: CardsViewState

  var body: some View {
    VStack {
      ForEach(Array(state.cards.enumerated()), id: \.offset) { index, card in
        Button(card) { state.listener?.didSelectCard(at: index) }
      }
    }
    .navigationTitle("Cards")
  }
}

extension RIBView: CardsViewControllable where Content == CardsView {}
