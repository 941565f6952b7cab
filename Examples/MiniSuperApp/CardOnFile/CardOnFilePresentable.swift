import RIBs

@MainActor
protocol CardOnFilePresentable: Presentable {
  var listener: (any CardOnFilePresentableListener)? { get set }
  /// Shows the cards, marking the one selected, if any.
  func update(cards: [String], selectedIndex: Int?)
}

@MainActor
protocol CardOnFilePresentableListener: AnyObject {
  func didTapClose()
  func didTapAddCard()
  func didSelectItem(at index: Int)
}
