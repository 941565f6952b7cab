import RIBs

/// The renderers that follow one navigation model: each held weakly, with the closure that draws
/// the model for it.
///
/// A renderer that goes away stops being called, and its entry is dropped at the next change; one
/// whose observation is cancelled is dropped at once. An object, so that a renderer may add or
/// remove renderers while it draws without overlapping an access to its model's storage.
@MainActor
final class NavigationRenderers {
  private struct Entry {
    let id: UInt64
    /// Whether the renderer went away.
    let isGone: @MainActor () -> Bool
    /// Draws the change with the renderer, if it is still there.
    let render: @MainActor (RIBNavigationChange) -> Void
  }

  /// A renderer, held weakly.
  private final class WeakRenderer<Renderer: AnyObject> {
    weak var renderer: Renderer?

    init(_ renderer: Renderer) {
      self.renderer = renderer
    }
  }

  private var entries: [Entry] = []
  private var lastID: UInt64 = 0

  /// Adds `renderer`, drawn by `render`; returns the identifier that removes it.
  func add<Renderer: AnyObject>(
    _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
  ) -> UInt64 {
    lastID += 1
    let held = WeakRenderer(renderer)
    entries.append(
      Entry(
        id: lastID, isGone: { held.renderer == nil },
        render: { change in
          if let renderer = held.renderer { render(renderer, change) }
        }))
    return lastID
  }

  func remove(_ id: UInt64) {
    entries.removeAll { $0.id == id }
  }

  /// How many renderers follow the model.
  var count: Int { entries.filter { !$0.isGone() }.count }

  /// Tells every renderer still there about `change`, in the order they were added, and drops the
  /// ones that went away.
  func send(_ change: RIBNavigationChange) {
    entries.removeAll { $0.isGone() }
    // A copy: a renderer may add or remove renderers as it draws.
    for entry in entries { entry.render(change) }
  }
}
