import RIBs

/// What the interactor tells the login screen: nothing but who listens.
///
/// The terminal's `LoggedOutViewController` implements it, and so does SwiftUI's
/// `LoggedOutViewState`.
@MainActor
protocol LoggedOutPresentable: Presentable {
  var listener: (any LoggedOutPresentableListener)? { get set }
}

@MainActor
protocol LoggedOutPresentableListener: AnyObject {
  func login(withPlayer1Name player1Name: String?, player2Name: String?)
}
