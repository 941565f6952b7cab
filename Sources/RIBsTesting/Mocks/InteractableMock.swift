import RIBs

/// A mock of `Interactable` in the style of mockolo: call counts and handlers.
///
/// Unlike a generated mock, ``activate()`` and ``deactivate()`` change ``isActive`` unless a
/// handler is set, so that a router driving the mock sees a consistent state, and every change of
/// ``isActive`` (from a router, a handler or the test) reaches the framework synchronously, as an
/// `Interactor`'s does: a router, worker or publisher bound to the mock sees it at once.
/// Subclass it for a RIB's own interactable protocol:
///
/// ```swift
/// final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
///   var router: (any LoggedInRouting)?
///   var listener: (any LoggedInListener)?
///   var startGameCallCount = 0
///   func startGame(with game: any Game) { startGameCallCount += 1 }
/// }
/// ```
@preconcurrency
@MainActor
open class InteractableMock: Interactable {
  /// Whether the mock is active.
  ///
  /// Setting a new value tells the observers: `ActivenessStep/activated` then
  /// `ActivenessStep/activationCompleted`, or `ActivenessStep/deactivated`.
  public var isActive = false {
    didSet {
      isActiveSetCallCount += 1
      guard isActive != oldValue else { return }
      if isActive {
        ScopeObservation.post(.activated, for: self)
        if self.isActive { ScopeObservation.post(.activationCompleted, for: self) }
      } else {
        ScopeObservation.post(.deactivated, for: self)
      }
    }
  }
  /// How many times ``isActive`` was set.
  public private(set) var isActiveSetCallCount = 0

  /// How many times ``isActiveStream`` was read.
  public private(set) var isActiveStreamCallCount = 0
  /// Returns the stream; by default, a stream of the current value that finishes.
  public var isActiveStreamHandler: (() -> AsyncStream<Bool>)?

  /// How many times ``activate()`` was called.
  public private(set) var activateCallCount = 0
  /// Runs instead of setting ``isActive`` to `true`.
  public var activateHandler: (() -> Void)?

  /// How many times ``deactivate()`` was called.
  public private(set) var deactivateCallCount = 0
  /// Runs instead of setting ``isActive`` to `false`.
  public var deactivateHandler: (() -> Void)?

  /// Creates an inactive mock.
  public init() {}

  /// Counts the read; returns ``isActiveStreamHandler``'s stream, or the current value and the end.
  public var isActiveStream: AsyncStream<Bool> {
    isActiveStreamCallCount += 1
    if let isActiveStreamHandler { return isActiveStreamHandler() }
    let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
    continuation.yield(isActive)
    continuation.finish()
    return stream
  }

  /// Counts the call; runs ``activateHandler``, or sets ``isActive`` to `true`.
  public func activate() {
    activateCallCount += 1
    if let activateHandler { activateHandler() } else { isActive = true }
  }

  /// Counts the call; runs ``deactivateHandler``, or sets ``isActive`` to `false`.
  public func deactivate() {
    deactivateCallCount += 1
    if let deactivateHandler { deactivateHandler() } else { isActive = false }
  }
}
