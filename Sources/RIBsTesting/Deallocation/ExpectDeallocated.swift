#if canImport(Testing)
  import Testing

  extension RIBDeallocationCheck {
    /// Records an issue in the running Swift Testing test for each object of the RIB that is
    /// still alive, naming it and what keeps it.
    ///
    /// - Parameter sourceLocation: Where the issues are recorded; the caller's line.
    public func expectDeallocated(sourceLocation: SourceLocation = #_sourceLocation) {
      for survivor in survivors {
        Issue.record(Comment(rawValue: survivor.description), sourceLocation: sourceLocation)
      }
    }
  }
#endif
