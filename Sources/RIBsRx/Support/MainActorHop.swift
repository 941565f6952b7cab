#if RxSwift
  import RIBs

  /// Runs work on the main actor from wherever an observable calls: now if the caller is on the
  /// main actor, otherwise on the main actor's next turn.
  ///
  /// RxSwift delivers events and disposes subscriptions on whatever thread the producer or the
  /// subscriber uses; the framework's state belongs to the main actor.
  enum MainActorHop {
    /// Runs `body` on the main actor, at once if the caller is on it.
    ///
    /// - Parameter body: The work.
    static func run(_ body: @escaping @MainActor () -> Void) {
      if MainActorContext.isCurrent {
        MainActor.assumeIsolated(body)
      } else {
        Task { @MainActor in body() }
      }
    }
  }
#endif
