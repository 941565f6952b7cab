import RIBs
import Testing

/// The synchronous observation that routers, workers and publishers use to follow an interactor.
@MainActor
@Suite struct ActivenessObserverListTests {
  private final class Log {
    var entries: [String] = []
    var observerToRemove: ScopeObserverToken?
  }

  private static func observe(
    _ interactor: Interactor, as name: String, into log: Log
  ) -> ScopeObserverToken {
    interactor.addActivenessObserver { [log] change in
      log.entries.append("\(name).\(change)")
    }
  }

  @Test func everyStepReachesTheObserversInTheOrderTheyWereAdded() {
    let interactor = Interactor()
    let log = Log()
    _ = Self.observe(interactor, as: "a", into: log)
    _ = Self.observe(interactor, as: "b", into: log)

    interactor.activate()
    interactor.deactivate()

    #expect(
      log.entries == [
        "a.activated", "b.activated", "a.activationCompleted", "b.activationCompleted",
        "a.deactivated", "b.deactivated",
      ])
  }

  @Test func isActiveObserversArePassedByAtCompletionAndKeepTheirPlace() {
    let interactor = Interactor()
    let log = Log()
    // Mixed, the first inline and the others in the list, as workers and a router's publishers are.
    // Each is handed the interactor that changed.
    let id = ObjectIdentifier(interactor)
    _ = interactor.addIsActiveObserver { [log] change, scope in
      log.entries.append("w1.\(change)\(ObjectIdentifier(scope) == id ? "" : " (wrong scope)")")
    }
    _ = Self.observe(interactor, as: "a", into: log)
    let w2 = interactor.addIsActiveObserver { [log] change, _ in log.entries.append("w2.\(change)")
    }
    _ = interactor.addIsActiveObserver { [log] change, _ in log.entries.append("w3.\(change)") }
    _ = Self.observe(interactor, as: "b", into: log)

    interactor.activate()
    interactor.removeActivenessObserver(w2)
    interactor.deactivate()

    #expect(
      log.entries == [
        "w1.activated", "a.activated", "w2.activated", "w3.activated", "b.activated",
        "a.activationCompleted", "b.activationCompleted",
        "w1.deactivated", "a.deactivated", "w3.deactivated", "b.deactivated",
      ])
  }

  @Test func removingTheFirstObserverLeavesTheOthers() {
    let interactor = Interactor()
    let log = Log()
    let first = Self.observe(interactor, as: "a", into: log)
    _ = Self.observe(interactor, as: "b", into: log)
    _ = Self.observe(interactor, as: "c", into: log)

    interactor.removeActivenessObserver(first)
    interactor.removeActivenessObserver(first)
    interactor.activate()

    #expect(
      log.entries == [
        "b.activated", "c.activated", "b.activationCompleted", "c.activationCompleted",
      ]
    )
  }

  @Test func identifiersThatNameNoObserverAreIgnored() {
    let interactor = Interactor()
    let log = Log()
    _ = Self.observe(interactor, as: "a", into: log)

    interactor.removeActivenessObserver(.interactor(ActivenessObserverID(rawValue: 0)))
    interactor.removeActivenessObserver(.interactor(ActivenessObserverID(rawValue: 99)))
    interactor.removeActivenessObserver(.interactor(ActivenessObserverID(rawValue: .max)))
    interactor.activate()

    #expect(log.entries == ["a.activated", "a.activationCompleted"])
  }

  @Test func observerRemovedDuringADeliveryIsNotCalledAgain() {
    let interactor = Interactor()
    let log = Log()
    // Weak: an interactor released while active tells its observers from its deinitializer.
    _ = interactor.addActivenessObserver { [weak interactor, log] change in
      log.entries.append("a.\(change)")
      if let id = log.observerToRemove { interactor?.removeActivenessObserver(id) }
    }
    log.observerToRemove = Self.observe(interactor, as: "b", into: log)

    interactor.activate()

    #expect(log.entries == ["a.activated", "a.activationCompleted"])
  }

  @Test func observerThatRemovesAnEarlierOneLeavesTheRestCalledOnce() {
    let interactor = Interactor()
    let log = Log()
    _ = Self.observe(interactor, as: "a", into: log)
    // The list shifts under the delivery: b is in the array the lookup walks, before c.
    log.observerToRemove = Self.observe(interactor, as: "b", into: log)
    _ = interactor.addActivenessObserver { [weak interactor, log] change in
      log.entries.append("c.\(change)")
      if let id = log.observerToRemove { interactor?.removeActivenessObserver(id) }
      log.observerToRemove = nil
    }
    _ = Self.observe(interactor, as: "d", into: log)
    _ = Self.observe(interactor, as: "e", into: log)

    interactor.activate()

    #expect(
      log.entries == [
        "a.activated", "b.activated", "c.activated", "d.activated", "e.activated",
        "a.activationCompleted", "c.activationCompleted", "d.activationCompleted",
        "e.activationCompleted",
      ])
  }

  @Test func observerAddedDuringADeliveryWaitsForTheNextStep() {
    let interactor = Interactor()
    let log = Log()
    _ = interactor.addActivenessObserver { [weak interactor, log] change in
      log.entries.append("a.\(change)")
      guard let interactor, log.entries.count == 1 else { return }
      _ = Self.observe(interactor, as: "late", into: log)
    }

    interactor.activate()

    #expect(log.entries == ["a.activated", "a.activationCompleted", "late.activationCompleted"])
  }

  /// Removes an observer of an interactor when it is released.
  @MainActor
  private final class RemovesObserverOnRelease {
    let interactor: Interactor
    var observer: ScopeObserverToken?

    init(interactor: Interactor, observer: ScopeObserverToken? = nil) {
      self.interactor = interactor
      self.observer = observer
    }

    // A plain deinit, as the framework's own (no `isolated deinit`: DESIGN.md, Concurrency); the
    // test releases it on the main actor.
    deinit {
      let interactor = interactor
      let observer = observer
      MainActor.assumeIsolated {
        if let observer { interactor.removeActivenessObserver(observer) }
      }
    }
  }

  @Test func anObserverWhoseReleaseRemovesAnotherObserverLeavesTheListWhole() {
    let interactor = Interactor()
    let log = Log()
    let second = Self.observe(interactor, as: "second", into: log)
    var remover: RemovesObserverOnRelease? = RemovesObserverOnRelease(
      interactor: interactor, observer: second)
    // The first observer keeps the remover: removing it releases the remover, whose release
    // removes the second observer, while the first is being removed.
    let first = interactor.addActivenessObserver { [remover] _ in _ = remover }
    _ = Self.observe(interactor, as: "third", into: log)
    remover = nil

    interactor.removeActivenessObserver(first)
    interactor.activate()

    #expect(log.entries == ["third.activated", "third.activationCompleted"])
  }

  @Test func anObserverReleasedDuringADeliveryRemovesAnotherWithoutHarm() {
    let interactor = Interactor()
    let log = Log()
    var remover: RemovesObserverOnRelease? = RemovesObserverOnRelease(interactor: interactor)
    // The first observer removes itself when told; its release removes `later` in the middle of
    // the delivery, before `later` is told.
    log.observerToRemove = interactor.addActivenessObserver { [remover, log] _ in
      _ = remover
      if let id = log.observerToRemove { interactor.removeActivenessObserver(id) }
    }
    remover?.observer = Self.observe(interactor, as: "later", into: log)
    remover = nil

    interactor.activate()

    #expect(log.entries.isEmpty)
  }
}
