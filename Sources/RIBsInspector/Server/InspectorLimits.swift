import NIOCore

/// What the inspector's server allows a client, enforced before anything is parsed or grows: a
/// client on the same machine, token or not, cannot make the server (or the app) wait, or make it
/// hold more than a bounded amount for it.
struct InspectorLimits: Sendable {
  /// The longest request line (`GET /state.json?token=… HTTP/1.1`), line break included; a longer
  /// one is answered 414 and the connection closed.
  var requestLineBytes = 8 * 1024
  /// The most bytes the header section may take, line breaks and the blank line that ends it
  /// included; more is answered 431.
  var headerBytes = 16 * 1024
  /// The most header lines a request may have; more is answered 431.
  var headerFields = 100
  /// How long a client has, from connecting, to send a request's line and headers; a slower one is
  /// answered 408 and closed.
  var headerTimeout = TimeAmount.seconds(10)
  /// How long a page's WebSocket may go without sending anything (the answer to a ping counts)
  /// before it is closed.
  var idleTimeout = TimeAmount.seconds(60)
  /// How often the server pings a page's WebSocket, well within ``idleTimeout``.
  var pingInterval = TimeAmount.seconds(20)
  /// The most connections open at once; a connection beyond it is closed as soon as it is accepted.
  var connections = 16
  /// The most bytes of messages a page that does not keep up may have waiting.
  ///
  /// Beyond it, its waiting messages are replaced by one fresh copy of the whole state, which it starts from again.
  var pageQueueBytes = 4 * 1024 * 1024
  /// The largest WebSocket frame a page may send: its requests for a moment of the past
  /// (`{"type": "moment", "after": 12}`), pongs and the closing frame are a few dozen bytes.
  var pageFrameBytes = 4 * 1024
}
