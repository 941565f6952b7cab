/// Observing a leak detector's status: a stream, or handlers called synchronously.
extension LeakDetector {
  /// The status: the current value first, then every change.
  ///
  /// Each access returns a new stream.
  public var statusStream: AsyncStream<LeakDetectionStatus> {
    StateBroadcast.lazily(in: &statusBroadcast).makeStream(current: status)
  }

  /// Adds a handler called synchronously with every change of ``status``; returns what removes it.
  package final func addStatusHandler(_ handler: @escaping (LeakDetectionStatus) -> Void) -> UInt64
  {
    StateBroadcast.lazily(in: &statusBroadcast).addHandler(handler)
  }

  /// Removes a handler added with ``addStatusHandler(_:)``.
  package final func removeStatusHandler(_ id: UInt64) {
    statusBroadcast?.removeHandler(id)
  }

  /// How many handlers ``addStatusHandler(_:)`` added and nothing removed yet.
  package final var statusHandlerCount: Int { statusBroadcast?.handlerCount ?? 0 }
}
