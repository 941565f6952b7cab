#if RxSwift
  import Foundation
  import RIBs
  @preconcurrency import RxSwift

  /// Runs work after a delay that leaves out the time the app was stopped, as at a breakpoint.
  ///
  /// ```swift
  /// Executor.execute(withDelay: 1) { checkThatTheRIBIsGone() }
  /// ```
  @preconcurrency
  @MainActor
  public enum Executor {
    /// Runs `logic` on the main thread once `delay` seconds have passed, counting at most
    /// `maxFrameDuration` milliseconds per frame: a frame that takes longer (a breakpoint, a hang)
    /// counts as one that took `maxFrameDuration`, so `logic` may run later than `delay`, never
    /// earlier.
    ///
    /// The time is sampled three times per `maxFrameDuration`.
    ///
    /// - Parameters:
    ///   - delay: The delay, in seconds, without the time beyond `maxFrameDuration` of any frame.
    ///   - maxFrameDuration: The longest a frame counts, in milliseconds; 33 by default.
    ///   - logic: The work, run once.
    public static func execute(
      withDelay delay: TimeInterval, maxFrameDuration: Int = 33,
      logic: @escaping @MainActor () -> Void
    ) {
      execute(
        withDelay: delay, maxFrameDuration: maxFrameDuration, scheduler: MainScheduler.instance,
        now: { Date().timeIntervalSinceReferenceDate }, logic: logic)
    }

    /// ``execute(withDelay:maxFrameDuration:logic:)`` on `scheduler`, reading the time from `now`
    /// (a test's virtual time).
    ///
    /// - Returns: The subscription, which ends once `logic` has run.
    @discardableResult
    static func execute(
      withDelay delay: TimeInterval, maxFrameDuration: Int, scheduler: any SchedulerType,
      now: @escaping @MainActor () -> TimeInterval, logic: @escaping @MainActor () -> Void
    ) -> any Disposable {
      var frames = FrameTime(delay: delay, maxFrameDuration: maxFrameDuration, start: now())
      let ticks = Observable<Int>.timer(
        .milliseconds(0), period: .milliseconds(max(1, maxFrameDuration / 3)),
        scheduler: scheduler)
      // Made on the main actor, the closure runs there: the main scheduler's thread, or a test's.
      return subscribe(to: ticks) { stop in
        guard frames.tick(at: now()) else { return }
        stop()
        logic()
      }
    }

    /// Subscribes outside the main actor's isolation, so that RxSwift may call from its scheduler's
    /// thread: `onTick` gets what ends the subscription.
    private nonisolated static func subscribe(
      to ticks: Observable<Int>, onTick: @escaping (_ stop: () -> Void) -> Void
    ) -> any Disposable {
      let subscription = SingleAssignmentDisposable()
      subscription.setDisposable(
        ticks.subscribe(onNext: { _ in onTick { subscription.dispose() } }))
      return subscription
    }
  }

  /// The time counted towards an ``Executor``'s delay: the time between samples, each at most one
  /// frame long.
  struct FrameTime {
    let delay: TimeInterval
    let maxFrame: TimeInterval
    private var last: TimeInterval
    private var counted: TimeInterval = 0

    init(delay: TimeInterval, maxFrameDuration: Int, start: TimeInterval) {
      self.delay = delay
      maxFrame = TimeInterval(maxFrameDuration) / 1000
      last = start
    }

    /// Counts the time since the last sample, at most a frame; returns whether the delay is over.
    mutating func tick(at now: TimeInterval) -> Bool {
      counted += min(max(0, now - last), maxFrame)
      last = now
      return counted > delay
    }
  }
#endif
