import Observation

/// The root's presenter in the SwiftUI app: the last message, such as why a deep link did not
/// open.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class AppRootViewState: AppRootPresentable {
  /// The last message.
  private(set) var message: String?
  @ObservationIgnored weak var listener: (any AppRootPresentableListener)?

  func show(message: String) {
    self.message = message
  }
}
