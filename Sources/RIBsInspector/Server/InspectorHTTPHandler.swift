import NIOCore
import NIOHTTP1
import RIBTreeRendering

/// Answers the inspector's plain HTTP requests, one per connection.
///
/// `/` is the page; `/state.json`, what the page starts from, for scripts. Each needs the token (``InspectorAccess``), checked
/// before anything else; `/socket` reaches here only when it is not a WebSocket the server accepts.
final class InspectorHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  /// Its name in the pipeline, which a WebSocket upgrade removes it by.
  static let name = "inspector-http"

  private let hub: InspectorHub
  private let access: InspectorAccess
  private var answered = false

  init(hub: InspectorHub, access: InspectorAccess) {
    self.hub = hub
    self.access = access
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    // The answer goes out once the head is read: a body, if any, is not waited for.
    guard case .head(let request) = unwrapInboundIn(data), !answered else { return }
    answered = true
    let port = context.channel.localAddress?.port ?? 0
    if let refusal = access.refusal(of: request, port: port) {
      return respond(.forbidden, text: refusal, context: context)
    }
    switch (request.method, InspectorAccess.path(of: request.uri)) {
    case (.GET, "/"):
      respond(
        .ok, headers: Self.pageHeaders(port: port), body: InspectorPage.html, context: context)
    case (.GET, "/state.json"):
      let loop = context.eventLoop
      let boundContext = NIOLoopBound(context, eventLoop: loop)
      let handler = NIOLoopBound(self, eventLoop: loop)
      Task { [hub] in
        let state = await hub.hello().json()
        loop.execute {
          handler.value.respond(
            .ok, headers: [("content-type", "application/json")], body: state,
            context: boundContext.value)
        }
      }
    case (.GET, "/socket"):
      respond(.badRequest, text: "/socket is the page's WebSocket.", context: context)
    case (_, let path) where ["/", "/state.json", "/socket"].contains(path):
      respond(.methodNotAllowed, text: "The inspector answers GET requests only.", context: context)
    default:
      respond(.notFound, text: "The inspector has no page here; its page is /.", context: context)
    }
  }

  private func respond(_ status: HTTPResponseStatus, text: String, context: ChannelHandlerContext) {
    respond(
      status, headers: [("content-type", "text/plain; charset=utf-8")], body: text + "\n",
      context: context)
  }

  /// Sends the answer, never cached, and closes the connection.
  private func respond(
    _ status: HTTPResponseStatus, headers: [(String, String)], body: String,
    context: ChannelHandlerContext
  ) {
    var allHeaders = HTTPHeaders(headers)
    allHeaders.add(name: "cache-control", value: "no-store")
    allHeaders.add(name: "content-length", value: String(body.utf8.count))
    allHeaders.add(name: "connection", value: "close")
    context.write(
      wrapOutboundOut(
        .head(HTTPResponseHead(version: .http1_1, status: status, headers: allHeaders))),
      promise: nil)
    context.write(
      wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))),
      promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
      context.close(promise: nil)
    }
  }

  /// The page's headers: never sent on as a referrer (its address holds the token), and allowed
  /// to run its own script and to talk to this server only.
  private static func pageHeaders(port: Int) -> [(String, String)] {
    [
      ("content-type", "text/html; charset=utf-8"),
      ("referrer-policy", "no-referrer"),
      ("x-content-type-options", "nosniff"),
      (
        "content-security-policy",
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
          + "connect-src ws://127.0.0.1:\(port) ws://localhost:\(port); img-src data:"
      ),
    ]
  }
}

@available(*, unavailable)
extension InspectorHTTPHandler: Sendable {}
