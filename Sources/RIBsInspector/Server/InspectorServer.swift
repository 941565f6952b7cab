import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inspector's HTTP and WebSocket server on 127.0.0.1, on SwiftNIO: one thread of its own, so
/// that neither a busy page nor a hostile client takes time from the app's main thread.
///
/// Each connection goes through, in order: the connection limit (``InspectorLimits/connections``),
/// ``RequestHeadGuard`` (the head's size, field count and time, before any parsing), NIO's HTTP
/// parser (with limits of its own, above the guard's), then either the WebSocket upgrade of
/// `/socket` or ``InspectorHTTPHandler``. Every route checks the token first (``InspectorAccess``).
final class InspectorServer: Sendable {
  /// The port the server listens on.
  let port: UInt16
  private let group: MultiThreadedEventLoopGroup
  private let channel: any Channel

  private init(port: UInt16, group: MultiThreadedEventLoopGroup, channel: any Channel) {
    self.port = port
    self.group = group
    self.channel = channel
  }

  /// Starts listening on `port` of 127.0.0.1 (a free port for 0), and returns once it accepts
  /// connections.
  static func start(
    port: UInt16, hub: InspectorHub, access: InspectorAccess, limits: InspectorLimits = .init()
  ) async throws(RIBInspectorError) -> InspectorServer {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let openConnections = NIOLoopBoundBox.makeBoxSendingValue(0, eventLoop: group.next())
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 64)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in
        // One thread: the server's channel and its connections share the loop the count is on.
        channel.eventLoop.makeCompletedFuture {
          guard openConnections.value < limits.connections else {
            throw TooManyConnections()
          }
          openConnections.value += 1
          channel.closeFuture.whenComplete { _ in openConnections.value -= 1 }
          try configure(channel, hub: hub, access: access, limits: limits)
        }
      }
    do {
      let channel = try await bootstrap.bind(host: "127.0.0.1", port: Int(port)).get()
      let boundPort = UInt16(channel.localAddress?.port ?? Int(port))
      return InspectorServer(port: boundPort, group: group, channel: channel)
    } catch {
      try? await group.shutdownGracefully()
      throw .cannotListen(port: port, reason: reason(for: error))
    }
  }

  /// Stops listening, closes every connection and ends the server's thread.
  func stop() async {
    try? await channel.close()
    try? await group.shutdownGracefully()
  }

  private static func configure(
    _ channel: any Channel, hub: InspectorHub, access: InspectorAccess, limits: InspectorLimits
  ) throws {
    let pipeline = channel.pipeline.syncOperations
    try pipeline.addHandler(RequestHeadGuard(limits: limits))
    let webSocket = NIOWebSocketServerUpgrader(
      maxFrameSize: limits.pageFrameBytes,
      shouldUpgrade: { channel, request in
        let accepted =
          InspectorAccess.path(of: request.uri) == "/socket"
          && access.refusal(of: request, port: channel.localAddress?.port ?? 0) == nil
        return channel.eventLoop.makeSucceededFuture(accepted ? HTTPHeaders() : nil)
      },
      upgradePipelineHandler: { channel, _ in
        channel.pipeline.removeHandler(name: InspectorHTTPHandler.name).flatMapThrowing {
          try channel.pipeline.syncOperations.addHandler(
            PageSocketHandler(hub: hub, limits: limits))
        }
      })
    var parserLimits = NIOHTTPDecoderLimitConfiguration()
    // Above the guard's, which counts line breaks and separators too: it refuses first.
    parserLimits.maxHeaderFieldSize = limits.requestLineBytes + limits.headerBytes
    parserLimits.maxHeaderListSize = limits.requestLineBytes + limits.headerBytes
    parserLimits.maxHeaderFieldCount = limits.headerFields + 1
    try pipeline.configureHTTPServerPipeline(
      withPipeliningAssistance: false,
      withServerUpgrade: (upgraders: [webSocket], completionHandler: { _ in }),
      withErrorHandling: true,
      withOutboundHeaderValidation: true,
      withEncoderConfiguration: .init(),
      withDecoderLimitConfiguration: parserLimits)
    try pipeline.addHandler(
      InspectorHTTPHandler(hub: hub, access: access), name: InspectorHTTPHandler.name)
  }

  private static func reason(for error: any Error) -> String {
    if let error = error as? IOError {
      return error.errnoCode == EADDRINUSE ? "the port is in use" : "\(error)"
    }
    return "\(error)"
  }

  /// A connection beyond ``InspectorLimits/connections``: NIO closes it as soon as it is accepted.
  private struct TooManyConnections: Error {}
}
