import Observation

/// Runs a rendering closure now and again after every change to the observable state it read:
/// how a view that is not SwiftUI follows an `@Observable` view state.
///
/// SwiftUI tracks what a view's `body` reads by itself. A terminal view, a UIKit view before
/// iOS 18, or a snapshot in a test can follow the same view state with a renderer:
///
/// ```swift
/// final class SuperPayDashboardTerminalView: TerminalViewController {
///   private var renderer: ObservationRenderer?
///
///   init(state: SuperPayDashboardViewState) {
///     super.init()
///     renderer = ObservationRenderer { [unowned self] in
///       balanceLine = "SuperPay balance: \(state.balance)"
///       setNeedsDisplay()
///     }
///   }
/// }
/// ```
///
/// Every property of an `@Observable` object that `render` reads is tracked; a change to any of
/// them runs `render` again on the main actor, once for all the changes made before it runs, and
/// tracks what that run reads. Changes are seen when they are made (Observation's `willSet`), and
/// the renderer runs after them, on a later turn of the main actor, as SwiftUI does.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency
@MainActor
public final class ObservationRenderer {
  private let render: @MainActor () -> Void
  private var isStopped = false
  private var renderWaiters: [CheckedContinuation<Void, Never>] = []

  /// How many times `render` ran, the first run included.
  public private(set) var renderCount = 0

  /// Runs `render` now, tracking what it reads, and again after each change to it.
  ///
  /// - Parameter render: Reads the view state and draws it; it runs on the main actor.
  public init(render: @escaping @MainActor () -> Void) {
    self.render = render
    renderTracking()
  }

  /// Stops following changes, so that `render` does not run again.
  ///
  /// Releasing the renderer stops it too.
  public func stop() {
    isStopped = true
    resumeRenderWaiters()
  }

  /// Returns after `render` next runs, or at once if the renderer is stopped.
  ///
  /// For tests and tools that must see a change drawn: make the change, then wait, without
  /// suspending in between (a render that ran before the wait began is not the next one).
  ///
  /// ```swift
  /// state.balance = "1,000 won"
  /// await renderer.waitForNextRender()
  /// #expect(view.balanceLine == "SuperPay balance: 1,000 won")
  /// ```
  public func waitForNextRender() async {
    guard !isStopped else { return }
    await withCheckedContinuation { renderWaiters.append($0) }
  }

  private func renderTracking() {
    guard !isStopped else { return }
    renderCount += 1
    withObservationTracking(render) { [weak self] in
      // Called as the change is being made, before the new value is stored: render afterwards.
      Task { @MainActor in self?.renderTracking() }
    }
    resumeRenderWaiters()
  }

  private func resumeRenderWaiters() {
    let waiters = renderWaiters
    renderWaiters = []
    for waiter in waiters { waiter.resume() }
  }
}
