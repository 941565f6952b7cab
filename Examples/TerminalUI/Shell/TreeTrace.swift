import RIBs

/// Prints the RIB tree events of one app as they happen: what `--trace` shows.
@MainActor
public enum TreeTrace {
  /// Starts printing the events of the tree under `root`, and only those: tree events are
  /// process-wide, and a process may hold other trees (tests run several sessions at once).
  ///
  /// - Parameters:
  ///   - root: The app's root router, before it is launched.
  ///   - output: Where to print, one `[trace]` line per event.
  /// - Returns: The observation; printing stops when it is cancelled or released.
  public static func start(
    of root: any Routing, to output: any TerminalOutput
  ) -> RIBTreeEventObservation {
    var members: Set<UInt> = [root.ribIdentity.id]
    return RIBTreeEvents.addObserver { event in
      guard
        members.contains(event.router.id) || event.parent.map({ members.contains($0.id) }) == true
      else { return }
      if event.kind == .attach { members.insert(event.router.id) }
      output.writeLine("[trace] \(event)")
    }
  }
}
