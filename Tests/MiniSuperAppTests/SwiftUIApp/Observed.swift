import Foundation
import Observation

/// Waits on Observation: the signal an `@Observable` model gives when what a view reads changes.
@MainActor
enum Observed {
  /// Returns once `condition` holds, evaluating it again after each change of what it read.
  static func until(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition() {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resume = ResumeOnce(continuation)
        let holds = withObservationTracking(condition) { resume() }
        if holds { resume() }
      }
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
