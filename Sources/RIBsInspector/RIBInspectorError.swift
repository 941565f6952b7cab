/// Why an inspector did not start.
public enum RIBInspectorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The inspector is running already, at this address.
  case alreadyRunning(url: String)
  /// The server could not listen on the port of 127.0.0.1, for the reason given.
  case cannotListen(port: UInt16, reason: String)

  /// A sentence for the person who started the inspector.
  public var description: String {
    switch self {
    case .alreadyRunning(let url):
      "The inspector is already running at \(url)."
    case .cannotListen(let port, let reason):
      "The inspector cannot listen on 127.0.0.1:\(port): \(reason). "
        + "Choose another port, or 0 for a free one."
    }
  }
}
