/// How the detector keeps its expectations and checks them when they come due.
extension LeakDetector {
  /// An expectation's identifier: its queue in the high bits, its number in that queue below.
  private static let queueShift: UInt64 = 56
  private static let numberMask: UInt64 = (1 << queueShift) - 1

  /// Withdraws the expectation `id` names (a handle's cancellation); nothing if it is done.
  func cancelExpectation(_ id: UInt64) {
    let queue = Int(id >> Self.queueShift)
    let number = id & Self.numberMask
    guard number > 0, queue < queues.count else { return }
    guard updateQueues({ $0[queue].withdraw(number - 1) }) else { return }
    pendingCount -= 1
    if pendingCount == 0 { setStatus(.didComplete) }
  }

  /// Records an expectation, if the detector is enabled; returns its identifier (0 if it is not).
  @discardableResult
  func record(_ object: AnyObject, within limit: Duration, isDisappearance: Bool) -> UInt64 {
    guard isEnabled else { return 0 }
    let deadline = time.now + limit
    let (queue, number) = updateQueues { queues in
      // A loop, not `firstIndex { … }`: a closure handed to a nonisolated function checks at
      // run time that it runs on the main actor.
      var queue = 0
      while queue < queues.count, queues[queue].timeLimit != limit { queue += 1 }
      if queue == queues.count { queues.append(LeakExpectationQueue(timeLimit: limit)) }
      let number = queues[queue].append(
        object, deadline: deadline, isDisappearance: isDisappearance)
      return (queue, number)
    }
    pendingCount += 1
    if pendingCount == 1 { setStatus(.inProgress) }
    armTimer(for: deadline)
    // Numbers from 1, so that 0 names no expectation.
    return UInt64(queue) << Self.queueShift | (number + 1)
  }

  /// Makes sure the detector wakes for an expectation due at `deadline`: at the end of its window,
  /// unless the timer is armed to wake by then already.
  private func armTimer(for deadline: Duration) {
    // The usual case first, without computing the window: within a queue, later expectations come
    // due later, so the timer is armed for this deadline or earlier.
    if let timer, timer.deadline <= deadline { return }
    let wake = deadline.endOfWindow(Self.coalescingWindow)
    if let timer, timer.deadline <= wake { return }
    armTimer(at: wake)
  }

  /// Wakes the detector at `deadline`.
  ///
  /// The wake-up (a task, on most clocks) is made without the task-local instance: armed inside
  /// `withInstance(_:operation:)`, it would otherwise keep the detector for as long as it sleeps,
  /// and on a clock that never advances (a test's) the detector would never go away and cancel it.
  /// Other task-local values (a diagnostics capture) still reach it.
  private func armTimer(at deadline: Duration) {
    let cancel = Self.outsideScopedInstance {
      wake(deadline) { [weak self] in self?.timerFired() }
    }
    let previous = timer
    timer = (cancel, deadline)
    previous?.cancel()
  }

  /// Takes the expectations of `queue` due at `now` until one whose object is still alive, and
  /// returns that object; counts the others as done.
  private func takeDueObjectStillAlive(
    from queue: Int, at now: Duration
  ) -> (AnyObject, LeakExpectationQueue.Details)? {
    var done = 0
    let alive = updateQueues { queues -> (AnyObject, LeakExpectationQueue.Details)? in
      while let due = queues[queue].takeFirst(dueAt: now) {
        guard !due.details.isWithdrawn else { continue }
        done += 1
        if let object = due.object { return (object, due.details) }
      }
      return nil
    }
    pendingCount -= done
    return alive
  }

  /// Runs `body` on the queues, taken out and put back.
  ///
  /// What `body` releases (a queue's old storage, as it grows) is released after the access, so
  /// every access to ``queues`` is checked statically (see ``exchange(_:with:)``). `body` runs no
  /// application code.
  private func updateQueues<Result>(
    _ body: (inout [LeakExpectationQueue]) -> Result
  ) -> Result {
    var taken = exchange(&queues, with: [])
    let result = body(&taken)
    _ = exchange(&queues, with: taken)
    return result
  }

  /// Checks the expectations due at the clock's time now, without waiting for the timer to wake
  /// and reach the main actor, then waits for the next one: what a test clock does after it moves
  /// time (RIBsTesting's `LeakRecorder.advance(by:)`), so that its test reads the outcome at once.
  package func checkDueExpectations() {
    timer?.cancel()
    timerFired()
  }

  /// Checks the expectations that are due, then waits for the next one.
  ///
  /// Each is taken out of its queue before it is checked, so that a report (which runs application
  /// code) may record or withdraw expectations meanwhile; one withdrawn by a report is skipped when
  /// its turn comes. Allocates nothing when nothing leaked.
  private func timerFired() {
    timer = nil
    // Cancelled work still winding down may hold what is due: a RIB whose workflow step has not
    // returned yet is not leaked. The check runs once the work has wound down.
    let now = time.now
    if windingDown > 0 {
      let since = deferredSince ?? now
      if now < since + Self.windDownGrace {
        isCheckDeferred = true
        deferredSince = since
        armTimer(at: (since + Self.windDownGrace).endOfWindow(Self.coalescingWindow))
        return
      }
    }
    let waiters = deferredCheckWaiters
    deferredCheckWaiters = []
    isCheckDeferred = false
    deferredSince = nil
    defer { for waiter in waiters { waiter.resume() } }
    // Each expectation is taken out of its queue before its object is looked at: that may run
    // application code (a view's `isOnScreen`, a report), which may record or withdraw others.
    var queue = 0
    while queue < queues.count {
      let limit = queues[queue].timeLimit
      while let (object, details) = takeDueObjectStillAlive(from: queue, at: now) {
        check(object, details, limit: limit)
      }
      queue += 1
    }
    if pendingCount == 0 { setStatus(.didComplete) }
    // A report may have armed the timer already, for an expectation it made.
    guard timer == nil else { return }
    var next: Duration?
    for queue in queues {
      guard let deadline = queue.nextDeadline else { continue }
      if let earliest = next, earliest <= deadline { continue }
      next = deadline
    }
    if let next { armTimer(at: next.endOfWindow(Self.coalescingWindow)) }
  }
}
