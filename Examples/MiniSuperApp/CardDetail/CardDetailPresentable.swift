import RIBs

@MainActor
protocol CardDetailPresentable: Presentable {
  /// Shows the card.
  func show(name: String, expiry: String)
  /// Says the card is no longer on file (removed here or by another instance).
  func showNoLongerOnFile()
}
