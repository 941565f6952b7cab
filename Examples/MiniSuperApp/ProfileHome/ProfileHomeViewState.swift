import Observation
import RIBs
import RIBsNavigation

/// The profile tab's presenter in the SwiftUI app: the name, the cards, and the name being typed
/// while the interactor asks for one.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class ProfileHomeViewState: ProfileHomePresentable {
  /// The profile's name.
  private(set) var name = ""
  /// The cards on file, described.
  private(set) var cards: [ProfileCard] = []
  /// Whether the interactor is asking for a new name.
  private(set) var isAskingForName = false
  /// The last message, such as why a name was refused.
  private(set) var message: String?
  /// The name being typed while `isAskingForName`.
  var nameEntry = ""
  /// The question the router shows, once it hands it over.
  private(set) var dialogs: RIBDialogRendering?
  /// The card selected and its details, once the router hands them over.
  private(set) var split: RIBSplit<String>.Rendering?
  /// Who handles the tab's input.
  @ObservationIgnored weak var listener: (any ProfileHomePresentableListener)?

  /// Draws the router's questions from now on.
  func draw(_ dialogs: RIBDialogRendering) {
    self.dialogs = dialogs
  }

  /// Draws the card selected and its details from now on.
  func draw(_ split: RIBSplit<String>.Rendering) {
    self.split = split
  }

  func update(name: String) {
    self.name = name
  }

  func update(cards: [ProfileCard]) {
    self.cards = cards
  }

  func askForName(currentName: String) {
    nameEntry = currentName
    isAskingForName = true
  }

  func endNameEntry() {
    isAskingForName = false
  }

  func show(message: String) {
    self.message = message
  }
}
