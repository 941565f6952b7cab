import Foundation
import Observation
import RIBs

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
    following models: [any RIBNavigationModel] = [],
    _ condition: @escaping @MainActor () -> Bool
  ) async {
    while !condition() {
      var renderings: [RIBsObservation] = []
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resume = ResumeOnce(continuation)
        renderings = models.map { model in model.addRenderer { _ in resume() } }
        let holds = withObservationTracking(condition) { resume() }
        if holds { resume() }
      }
      renderings.forEach { $0.cancel() }
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
