import RIBsNavigation

/// A renderer that records the changes of the model it follows, as a renderer of an app's own
/// would follow it: through `addRenderer(_:render:)`, held weakly by the model.
@MainActor
final class ChangeRecorder {
  private(set) var changes: [RIBNavigationChange] = []

  /// Follows `model` from now on.
  init(following model: RIBNavigationModel) {
    model.addRenderer(self) { recorder, change in recorder.changes.append(change) }
  }

  func clear() {
    changes.removeAll()
  }
}
