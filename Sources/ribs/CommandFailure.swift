#if Tools
  import RIBTreeRendering

  /// Why a `ribs` command stopped, said in one sentence and printed as it is, without the usage
  /// that follows a mistaken option.
  struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    /// - Parameter description: The sentence; the paths and names it quotes are the user's, so it
    ///   is sanitized for the terminal.
    init(_ description: String) {
      self.description = UntrustedText.sanitized(description)
    }
  }
#endif
