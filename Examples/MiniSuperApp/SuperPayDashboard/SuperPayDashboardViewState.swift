import Observation

/// The dashboard's presenter: an observable view state that the interactor drives and the views
/// read, the SwiftUI view (`SuperPayDashboardView`) on Apple platforms and the terminal view here.
@Observable
@MainActor
final class SuperPayDashboardViewState: SuperPayDashboardPresentable {
  /// The balance, formatted.
  private(set) var balance = ""
  /// Who handles the view's "top up"; not part of what the views show.
  @ObservationIgnored weak var listener: (any SuperPayDashboardPresentableListener)?

  func updateBalance(_ balance: String) {
    self.balance = balance
  }
}
