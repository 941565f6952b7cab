import Observation

/// A card's details in the SwiftUI app.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class CardDetailViewState: CardDetailPresentable {
  /// The card's name, and when it expires; or that it is no longer on file.
  private(set) var lines: [String] = []

  func show(name: String, expiry: String) {
    lines = [name, "Expires \(expiry)"]
  }

  func showNoLongerOnFile() {
    lines = ["This card is no longer on file."]
  }
}
