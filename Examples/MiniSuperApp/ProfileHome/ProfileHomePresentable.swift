import RIBs

@MainActor
protocol ProfileHomePresentable: Presentable {
  var listener: (any ProfileHomePresentableListener)? { get set }
  func update(name: String)
  func update(cards: [ProfileCard])
  /// Asks for a new name; `currentName` is kept if the user cancels.
  func askForName(currentName: String)
  func endNameEntry()
  func show(message: String)
}

@MainActor
protocol ProfileHomePresentableListener: AnyObject {
  func didTapRename()
  /// The user picked the card at `index` of the list: the interactor shows its details.
  func didSelectCard(at index: Int)
  /// The user wants to remove a card: the interactor asks which.
  func didTapRemoveCard()
  func didCancelRename()
  func didEnter(name: String)
}

/// A card on file as the profile lists it.
struct ProfileCard: Hashable, Identifiable, Sendable {
  /// The card's identifier, which the profile's split selects.
  let id: String
  /// How the card is named on screen, such as "Visa ****1111".
  let name: String
}
