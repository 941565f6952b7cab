/// What the user answers when the profile tab asks which card to remove.
enum CardRemovalAnswer: Hashable, Sendable {
  /// Remove the card with this identifier.
  case remove(cardID: String)
  /// Keep every card.
  case cancel
}
