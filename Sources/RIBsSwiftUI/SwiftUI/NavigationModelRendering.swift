#if canImport(SwiftUI)
  import Combine  // ObservableObject and objectWillChange; SwiftUI does not re-export them
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// A navigation model's renderer for SwiftUI: an `ObservableObject` that a view holds as its
  /// `@StateObject`, and that tells SwiftUI to draw the view again after every change of the
  /// model (iOS 16 has no Observation).
  ///
  /// A change the router made without animation is drawn in a transaction that disables
  /// animations: a deep link that builds three screens shows the last at once. The model holds the
  /// renderer weakly: when the view goes, its observation ends.
  @MainActor
  final class NavigationModelRendering<Model: RIBNavigationModel>: ObservableObject {
    /// The model drawn.
    let model: Model

    init(_ model: Model) {
      self.model = model
      model.addRenderer(self) { rendering, change in rendering.modelDidChange(change) }
    }

    private func modelDidChange(_ change: RIBNavigationChange) {
      guard change == .byRouter(animated: false) else { return objectWillChange.send() }
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction) { objectWillChange.send() }
    }
  }
#endif
