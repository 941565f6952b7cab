import Observation

/// The card list's presenter in the SwiftUI app: the cards to choose from and the one chosen.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class CardOnFileViewState: CardOnFilePresentable {
  /// The cards on file, described.
  private(set) var cards: [String] = []
  /// The index of the card the top-up is paid with, if it is in `cards`.
  private(set) var selectedIndex: Int?
  /// Who handles a choice.
  @ObservationIgnored weak var listener: (any CardOnFilePresentableListener)?

  func update(cards: [String], selectedIndex: Int?) {
    self.cards = cards
    self.selectedIndex = selectedIndex
  }
}
