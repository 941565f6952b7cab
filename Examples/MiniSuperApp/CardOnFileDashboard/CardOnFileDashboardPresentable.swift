import RIBs

@MainActor
protocol CardOnFileDashboardPresentable: Presentable {
  var listener: (any CardOnFileDashboardPresentableListener)? { get set }
  /// Shows these cards, and how many more there are.
  func update(cards: [String], moreCount: Int)
}

@MainActor
protocol CardOnFileDashboardPresentableListener: AnyObject {
  func didTapAddPaymentMethod()
}
