import Observation

/// The cards dashboard's presenter in the SwiftUI app: what `CardOnFileDashboardView` shows.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class CardOnFileDashboardViewState: CardOnFileDashboardPresentable {
  /// The first cards on file, described.
  private(set) var cards: [String] = []
  /// How many more cards there are than `cards` shows.
  private(set) var moreCount = 0
  /// Who handles "Add card".
  @ObservationIgnored weak var listener: (any CardOnFileDashboardPresentableListener)?

  func update(cards: [String], moreCount: Int) {
    self.cards = cards
    self.moreCount = moreCount
  }
}
