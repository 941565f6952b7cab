import Observation
import RIBs
import RIBsNavigation

/// What the top-up flow's SwiftUI view draws: the flow's stack, once the router hands it over.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class TopupViewState {
  /// The flow's screens.
  private(set) var stack: RIBStack.Rendering?

  /// Draws the router's stack from now on.
  func draw(_ stack: RIBStack.Rendering) {
    self.stack = stack
  }
}
