import NIOCore
import NIOWebSocket

/// One page's WebSocket, once upgraded: the hub's messages out, at the pace the page reads them;
/// pings out and pongs in; the page's requests for moments of the past (``PageRequest``) in.
///
/// A page has one request answered at a time: one that arrives meanwhile waits, and replaces any
/// that waited before it (a page dragging through the history wants the latest moment only), so
/// a page cannot make the server compute the past faster than it sends it.
///
/// Messages wait in a queue while the connection cannot take more (NIO's writability). When a page
/// that does not read lets more than ``InspectorLimits/pageQueueBytes`` wait, the queue is dropped
/// and the hub is asked for one fresh copy of the whole state instead, so what the server holds for
/// a page stays bounded whatever the page does. A page that sends nothing, not even the answer to a
/// ping, for ``InspectorLimits/idleTimeout`` is closed.
final class PageSocketHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private let hub: InspectorHub
  private let limits: InspectorLimits
  private var queue: [String] = []
  private var queuedBytes = 0
  /// Whether the queue was dropped and the hub's fresh state has not arrived yet: the updates in
  /// between are part of it.
  private var awaitsFreshState = false
  private var isClosing = false
  /// Whether the hub is computing a moment for this page.
  private var isAnsweringRequest = false
  /// The moment the page asked for while another was computed: only the latest waits.
  private var waitingRequest: PageRequest?
  private var nextPing: Scheduled<Void>?
  /// When the page is closed unless it sends a frame first.
  private var idleDeadline: Scheduled<Void>?

  init(hub: InspectorHub, limits: InspectorLimits) {
    self.hub = hub
    self.limits = limits
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let loop = context.eventLoop
    let handler = NIOLoopBound(self, eventLoop: loop)
    let boundContext = NIOLoopBound(context, eventLoop: loop)
    let channel = context.channel
    let outlet = PageOutlet(
      id: ObjectIdentifier(self),
      deliver: { message, startsOver in
        loop.execute {
          handler.value.enqueue(message, startsOver: startsOver, context: boundContext.value)
        }
      },
      isOpen: { channel.isActive },
      close: {
        loop.execute { handler.value.close(code: .goingAway, context: boundContext.value) }
        try? await channel.closeFuture.get()
      })
    schedulePing(context: context)
    restartIdleClock(context: context)
    Task { [hub] in await hub.connect(outlet) }
  }

  /// Closes the page after ``InspectorLimits/idleTimeout`` unless it sends a frame before.
  ///
  /// NB: on the event loop's own clock (NIO's `IdleStateHandler` reads the wall clock), which the
  /// tests move.
  private func restartIdleClock(context: ChannelHandlerContext) {
    idleDeadline?.cancel()
    idleDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: limits.idleTimeout) {
      self.close(code: .policyViolation, context: context)
    }
  }

  private func schedulePing(context: ChannelHandlerContext) {
    nextPing = context.eventLoop.assumeIsolated().scheduleTask(in: limits.pingInterval) {
      self.send(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer()), context: context)
      self.schedulePing(context: context)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    nextPing?.cancel()
    idleDeadline?.cancel()
    let id = ObjectIdentifier(self)
    Task { [hub] in await hub.disconnect(id) }
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = unwrapInboundIn(data)
    restartIdleClock(context: context)
    switch frame.opcode {
    case .connectionClose:
      close(code: .normalClosure, context: context)
    case .ping:
      send(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData), context: context)
    case .text where frame.fin:
      switch PageRequest.read(frame.unmaskedData.readableBytesView) {
      case .success(let request): answer(request, context: context)
      case .failure(let error): refuse(error.message, context: context)
      }
    case .text, .continuation:
      refuse("The inspector reads requests sent in one frame.", context: context)
    default:
      // Pongs keep the connection alive (every frame restarts the idle clock).
      break
    }
  }

  /// Has the hub compute the moment `request` asks for and sends it, or keeps it for when the
  /// moment being computed is sent.
  private func answer(_ request: PageRequest, context: ChannelHandlerContext) {
    guard !isAnsweringRequest else {
      waitingRequest = request
      return
    }
    isAnsweringRequest = true
    let loop = context.eventLoop
    let handler = NIOLoopBound(self, eventLoop: loop)
    let boundContext = NIOLoopBound(context, eventLoop: loop)
    Task { [hub] in
      let message = await hub.moment(after: request.after).json()
      loop.execute { handler.value.answered(with: message, context: boundContext.value) }
    }
  }

  private func answered(with message: String, context: ChannelHandlerContext) {
    isAnsweringRequest = false
    enqueue(message, startsOver: false, context: context)
    if let request = waitingRequest {
      waitingRequest = nil
      answer(request, context: context)
    }
  }

  private func refuse(_ reason: String, context: ChannelHandlerContext) {
    enqueue(
      InspectorMessage(type: .error, error: reason).json(), startsOver: false, context: context)
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    sendQueued(context: context)
    context.fireChannelWritabilityChanged()
  }

  private func enqueue(_ message: String, startsOver: Bool, context: ChannelHandlerContext) {
    guard !isClosing else { return }
    if startsOver {
      queue = []
      queuedBytes = 0
      awaitsFreshState = false
    } else if awaitsFreshState {
      return
    }
    queue.append(message)
    queuedBytes += message.utf8.count
    if queuedBytes > limits.pageQueueBytes, !startsOver {
      queue = []
      queuedBytes = 0
      awaitsFreshState = true
      let id = ObjectIdentifier(self)
      Task { [hub] in await hub.startOver(id) }
      return
    }
    sendQueued(context: context)
  }

  private func sendQueued(context: ChannelHandlerContext) {
    var wrote = false
    while context.channel.isWritable, !queue.isEmpty {
      let message = queue.removeFirst()
      queuedBytes -= message.utf8.count
      let data = context.channel.allocator.buffer(string: message)
      context.write(
        wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: data)), promise: nil)
      wrote = true
    }
    if wrote { context.flush() }
  }

  private func send(_ frame: WebSocketFrame, context: ChannelHandlerContext) {
    guard !isClosing else { return }
    context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
  }

  /// Sends a closing frame and closes the connection, without waiting for a page that does not
  /// read: a page that does gets the frame, which the flush writes at once.
  private func close(code: WebSocketErrorCode, context: ChannelHandlerContext) {
    guard !isClosing else { return }
    isClosing = true
    queue = []
    queuedBytes = 0
    var data = context.channel.allocator.buffer(capacity: 2)
    data.write(webSocketErrorCode: code)
    context.writeAndFlush(
      wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)), promise: nil
    )
    context.close(promise: nil)
  }
}

@available(*, unavailable)
extension PageSocketHandler: Sendable {}
