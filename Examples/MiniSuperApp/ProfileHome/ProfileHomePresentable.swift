import RIBs

@MainActor
protocol ProfileHomePresentable: Presentable {
  var listener: (any ProfileHomePresentableListener)? { get set }
  func update(name: String)
  func update(cards: [String])
  /// Asks for a new name; `currentName` is kept if the user cancels.
  func askForName(currentName: String)
  func endNameEntry()
  func show(message: String)
}

@MainActor
protocol ProfileHomePresentableListener: AnyObject {
  func didTapRename()
  /// The user wants to remove a card: the interactor asks which.
  func didTapRemoveCard()
  func didCancelRename()
  func didEnter(name: String)
}
