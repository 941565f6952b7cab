import Observation
import RIBs
import RIBsNavigation

/// The root's presenter in the SwiftUI app: the tabs, and the last message, such as why a deep
/// link did not open.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class AppRootViewState: AppRootPresentable {
  /// The tabs, once the router hands them over.
  private(set) var tabs: RIBTabs<AppTab>.Rendering?
  /// The last message.
  private(set) var message: String?
  @ObservationIgnored weak var listener: (any AppRootPresentableListener)?

  /// Draws the router's tabs from now on.
  func draw(_ tabs: RIBTabs<AppTab>.Rendering) {
    self.tabs = tabs
  }

  func show(message: String) {
    self.message = message
  }
}
