import Observation

/// The dashboard's presenter: an observable view state that the interactor drives and the views
/// read, the SwiftUI view (`SuperPayDashboardView`) on Apple platforms and the terminal view here.
///
/// Observation needs iOS 17 (and macOS 14, tvOS 17, watchOS 10): the SwiftUI dashboard is for
/// iOS 17 and later, below the iOS 16 the package supports.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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
