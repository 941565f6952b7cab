#if canImport(SwiftUI)
  import Combine  // ObservableObject and objectWillChange; SwiftUI does not re-export them
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// A navigation model's renderer for SwiftUI: an `ObservableObject` that a view holds as its
  /// `@StateObject`, and that tells SwiftUI to draw the view again after every change of the
  /// models it follows (iOS 16 has no Observation).
  ///
  /// A change the router made without animation is drawn in a transaction that disables
  /// animations: a deep link that builds three screens shows the last at once. The models hold the
  /// observer weakly: when the view goes, its observations end.
  @MainActor
  final class RenderingObserver<Rendering: RIBNavigationRendering>: ObservableObject {
    /// The models drawn.
    let renderings: [Rendering]

    /// The one model drawn, for a view that draws one.
    var rendering: Rendering {
      guard let first = renderings.first else {
        preconditionFailure("A RenderingObserver is made with at least one rendering.")
      }
      return first
    }

    convenience init(_ rendering: Rendering) {
      self.init([rendering])
    }

    init(_ renderings: [Rendering]) {
      self.renderings = renderings
      for rendering in renderings {
        rendering.addRenderer(self) { observer, change in observer.modelDidChange(change) }
      }
    }

    private func modelDidChange(_ change: RIBNavigationChange) {
      guard change == .byRouter(animated: false) else { return objectWillChange.send() }
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction) { objectWillChange.send() }
    }
  }
#endif
