import RIBs

@MainActor
protocol AppRootPresentable: Presentable {
  var listener: (any AppRootPresentableListener)? { get set }
  func show(message: String)
}

@MainActor
protocol AppRootPresentableListener: AnyObject {}
