import NIOCore

/// The first handler of every connection: it lets a request's line and headers through to the HTTP
/// parser only while they stay within ``InspectorLimits``, and answers and closes the connection
/// as soon as they do not.
///
/// It does not parse HTTP; it counts bytes and line breaks, once each, so its cost is linear in what
/// the client sends, and it stops counting at the blank line that ends the headers. A request that
/// does not finish its headers within ``InspectorLimits/headerTimeout`` of connecting is closed too.
/// The server answers one request per connection, so one head per connection is all it guards.
final class RequestHeadGuard: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// Where the request stands: in its first line, in its headers, or past them.
  private enum Phase {
    case requestLine
    case headers
    case body
    case refused
  }

  private let limits: InspectorLimits
  private var phase = Phase.requestLine
  /// Bytes of the request line so far, or of the header section so far.
  private var bytes = 0
  /// Header lines so far.
  private var fields = 0
  /// Whether the current header line has nothing but a carriage return so far: if it ends so, it
  /// is the blank line that ends the head.
  private var lineIsEmpty = true
  private var deadline: Scheduled<Void>?

  init(limits: InspectorLimits) {
    self.limits = limits
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { startClock(context: context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    startClock(context: context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch phase {
    case .body:
      context.fireChannelRead(data)
    case .refused:
      break
    case .requestLine, .headers:
      let buffer = unwrapInboundIn(data)
      if let refusal = count(buffer.readableBytesView) {
        refuse(refusal, context: context)
      } else {
        context.fireChannelRead(data)
      }
    }
  }

  /// Counts `chunk` into the request's head; returns the answer if the head breaks a limit.
  private func count(_ chunk: ByteBufferView) -> Refusal? {
    for byte in chunk {
      bytes += 1
      switch phase {
      case .requestLine:
        if bytes > limits.requestLineBytes { return .uriTooLong }
        if byte == UInt8(ascii: "\n") {
          phase = .headers
          bytes = 0
          lineIsEmpty = true
        }
      case .headers:
        if bytes > limits.headerBytes { return .headersTooLarge }
        if byte == UInt8(ascii: "\n") {
          if lineIsEmpty {
            phase = .body
            deadline?.cancel()
            return nil
          }
          fields += 1
          if fields > limits.headerFields { return .headersTooLarge }
          lineIsEmpty = true
        } else if byte != UInt8(ascii: "\r") {
          lineIsEmpty = false
        }
      case .body, .refused:
        return nil
      }
    }
    return nil
  }

  private func startClock(context: ChannelHandlerContext) {
    guard deadline == nil else { return }
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: limits.headerTimeout) {
      switch self.phase {
      case .requestLine, .headers: self.refuse(.timeout, context: context)
      case .body, .refused: break
      }
    }
  }

  private func refuse(_ refusal: Refusal, context: ChannelHandlerContext) {
    phase = .refused
    deadline?.cancel()
    let body = refusal.message + "\n"
    let head =
      "HTTP/1.1 \(refusal.status)\r\ncontent-type: text/plain; charset=utf-8\r\n"
      + "content-length: \(body.utf8.count)\r\nconnection: close\r\n\r\n"
    let buffer = context.channel.allocator.buffer(string: head + body)
    // Closing at once, with the rest of the request unread, would reset the connection and could
    // lose the answer: end the output, discard what still comes in, and close in a moment.
    context.writeAndFlush(wrapOutboundOut(buffer), promise: nil)
    context.close(mode: .output, promise: nil)
    context.eventLoop.assumeIsolated().scheduleTask(in: Self.lingering) {
      context.close(promise: nil)
    }
  }

  /// How long a refused connection is read and discarded before it is closed.
  static let lingering = TimeAmount.seconds(2)

  /// Why a request is refused before it reaches the HTTP parser.
  enum Refusal {
    case uriTooLong
    case headersTooLarge
    case timeout

    var status: String {
      switch self {
      case .uriTooLong: "414 URI Too Long"
      case .headersTooLarge: "431 Request Header Fields Too Large"
      case .timeout: "408 Request Timeout"
      }
    }

    var message: String {
      switch self {
      case .uriTooLong: "The request line is too long for the inspector."
      case .headersTooLarge: "The request's headers are too large or too many for the inspector."
      case .timeout: "The request's headers did not arrive in time."
      }
    }
  }
}

@available(*, unavailable)
extension RequestHeadGuard: Sendable {}
