#if RxSwift
  import Dispatch
  import RIBs

  /// Runs work on the main actor from wherever RxSwift calls: now if the caller is on the main
  /// actor, otherwise on the main queue's next turn.
  ///
  /// RxSwift delivers events and disposes of subscriptions on whatever thread the producer or the
  /// subscriber uses; the framework's state belongs to the main actor. The main queue runs what is
  /// handed to it in order, so work handed over from one thread runs in the order it was handed.
  enum MainActorHop {
    /// Runs `body` on the main actor, at once if the caller is on it.
    ///
    /// - Parameter body: The work.
    static func run(_ body: @escaping @MainActor () -> Void) {
      if MainActorContext.isCurrent {
        MainActor.assumeIsolated(body)
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
      }
    }
  }
#endif
