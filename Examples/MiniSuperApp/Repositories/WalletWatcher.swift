/// Reads the wallet again now and then, so that what another instance of the app saves (a top-up,
/// a card, a name) shows without a restart.
@MainActor
enum WalletWatcher {
  /// A tick every `interval` while the sequence is iterated, until the iterating task is
  /// cancelled.
  ///
  /// - Parameter interval: The time between ticks.
  /// - Returns: The ticks.
  static func ticks(every interval: Duration) -> AsyncStream<Void> {
    // Unfolding: nothing runs until the sequence is iterated, and nothing after it is cancelled.
    AsyncStream {
      do {
        try await Task.sleep(for: interval)
        return ()
      } catch {
        return nil
      }
    }
  }

  /// Reloads `store` at each tick, then lets `didReload` draw what changed.
  ///
  /// - Parameters:
  ///   - store: The wallet.
  ///   - ticks: When to read it again.
  ///   - didReload: Called after each reload, such as to redraw the screen.
  /// - Returns: The task that watches: cancel it when the app ends.
  static func start(
    _ store: WalletStore, ticks: AsyncStream<Void>,
    didReload: @escaping @MainActor () -> Void
  ) -> Task<Void, Never> {
    Task {
      for await _ in ticks {
        store.reload()
        didReload()
      }
    }
  }
}
