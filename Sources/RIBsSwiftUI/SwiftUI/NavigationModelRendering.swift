#if canImport(SwiftUI)
  import RIBs
  import SwiftUI

  /// A navigation model's renderer for SwiftUI: an `ObservableObject` that a view holds as its
  /// `@StateObject`, and that tells SwiftUI to draw the view again after every change of the
  /// model (iOS 16 has no Observation).
  ///
  /// The model keeps the renderer's handler until the model goes away; the handler holds this
  /// object weakly, so a view that goes first leaves a handler that does nothing.
  @MainActor
  final class NavigationModelRendering<Model: RIBNavigationModel>: ObservableObject {
    /// The model drawn.
    let model: Model
    private var observation: RIBsObservation?

    init(_ model: Model) {
      self.model = model
      observation = model.addRenderer { [weak self] _ in self?.objectWillChange.send() }
    }
  }
#endif
