import Foundation
import Observation
import RIBs
import RIBsNavigation

/// Waits on Observation, the signal an `@Observable` model gives when what a view reads changes,
/// and on the core's navigation models, which tell their renderers.
@MainActor
enum Observed {
  /// Returns once `condition` holds, evaluating it again after each change of what it read and of
  /// `models`.
  ///
  /// - Parameters:
  ///   - models: Navigation models the condition reads, which are not `@Observable`.
  ///   - condition: What to wait for.
  static func until(
    following models: [RIBNavigationModel] = [],
    _ condition: @escaping @MainActor () -> Bool
  ) async {
    while !condition() {
      // The models hold the renderer weakly: it lives until the wait is over.
      var renderer: ResumeOnce?
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resume = ResumeOnce(continuation)
        renderer = resume
        for model in models { model.addRenderer(resume) { resume, _ in resume() } }
        let holds = withObservationTracking(condition) { resume() }
        if holds { resume() }
      }
      withExtendedLifetime(renderer) {}
    }
  }

  /// Resumes a continuation the first time it is called: a change may come after the condition
  /// was found to hold already, and Observation may report it from any thread.
  private final class ResumeOnce: @unchecked Sendable {
    /// Guarded by `lock`.
    private var continuation: CheckedContinuation<Void, Never>?
    private let lock = NSLock()

    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

    func callAsFunction() {
      lock.withLock {
        continuation?.resume()
        continuation = nil
      }
    }
  }
}
