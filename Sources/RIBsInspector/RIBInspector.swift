import Foundation
import RIBs

/// A live view of a running app's RIB tree in a web browser: the tree (active and inactive RIBs,
/// RIBs with and without a view, new and removed RIBs highlighted), a timeline of tree events, the
/// tree at any recent moment, what each RIB says it is doing (`RIBInspectable`), and the
/// diagnostics and leak reports as they happen.
///
/// Start one in debug builds, with the app's launch router, before you launch it (so that the
/// timeline begins with the launch), and open the address it returns:
///
/// ```swift
/// #if DEBUG
/// let inspector = RIBInspector(root: launchRouter, title: "MyApp")
/// let url = try await inspector.start()  // http://127.0.0.1:<free port>/?token=<random>
/// print("RIB inspector: \(url)")
/// #endif
/// ```
///
/// The server listens on 127.0.0.1 only, on a free port unless you name one, and answers only
/// requests that carry the random token of the address `start(port:)` returns, so neither another
/// user of the machine nor a web site can read the tree. In a simulator, open the address in the
/// Mac's browser; on a device, forward the port (for example with `iproxy`) or run in the simulator.
///
/// A page that opens later starts from the tree as it is and the last 1,000 tree events since the
/// inspector started. The page shows the tree as it was right after any of those events: the
/// server keeps the tree before them and computes the past with `RIBTreeSnapshot.applying(_:)`,
/// so its memory stays bounded by two trees and 1,000 events.
///
/// The app's main actor only records what happens and takes a snapshot of the tree at most every
/// `updateInterval`; the server encodes and sends on its own threads, so a slow page never holds the
/// app up. It stops with ``stop()``, or with the app.
@preconcurrency
@MainActor
public final class RIBInspector {
  /// The title the page shows.
  public let title: String
  /// The shortest time between two updates of the page: the changes in between are sent together.
  public let updateInterval: Duration
  /// What the server allows each client; the defaults, but for tests of the limits.
  let limits: InspectorLimits
  /// The component tree the RIBs' details show their needs from, if one was given and read.
  private let dependencies: InspectedDependencies?

  /// The page's address, with its token, while the inspector runs; `nil` otherwise.
  public var url: URL? { session?.url }

  /// What the running inspector knows (the tree, the events, the history), for tests.
  var hub: InspectorHub? { session?.hub }

  /// The tree to show; the inspector does not keep it alive.
  private weak var root: (any Routing)?
  private var session: Session?

  /// Creates an inspector of the tree under `root`; it does nothing until it is started.
  ///
  /// - Parameters:
  ///   - root: The root of the tree to show, usually the app's launch router.
  ///   - title: The title of the page; the root's name by default.
  ///   - updateInterval: The shortest time between two updates of the page.
  ///   - dependencyTree: The component tree the RIBsDependencies plugin writes into the module that
  ///     declares the app's root component, `RIBsDependencyTree.json` (debug builds): a RIB's
  ///     details then show what it needs and who provides each, and what its component provides.
  ///     Other text is ignored.
  public convenience init(
    root: any Routing, title: String? = nil, updateInterval: Duration = .milliseconds(100),
    dependencyTree: String? = nil
  ) {
    self.init(
      root: root, title: title, updateInterval: updateInterval, limits: InspectorLimits(),
      dependencyTree: dependencyTree)
  }

  init(
    root: any Routing, title: String?, updateInterval: Duration, limits: InspectorLimits,
    dependencyTree: String? = nil
  ) {
    self.root = root
    self.title = title ?? root.ribName
    self.updateInterval = updateInterval
    self.limits = limits
    dependencies = dependencyTree.flatMap(InspectedDependencies.init(json:))
  }

  /// Starts the server on 127.0.0.1 and returns the page's address, with its token.
  ///
  /// - Parameter port: The port to listen on; 0, the default, picks a free one.
  /// - Returns: The page's address, such as `http://127.0.0.1:52110/?token=5f0c…`.
  /// - Throws: ``RIBInspectorError/alreadyRunning(url:)`` if it runs already, or
  ///   ``RIBInspectorError/cannotListen(port:reason:)`` if the port is taken.
  @discardableResult
  public func start(port: UInt16 = 0) async throws(RIBInspectorError) -> URL {
    if let session { throw .alreadyRunning(url: session.url.absoluteString) }
    let access = InspectorAccess()
    let hub = InspectorHub(title: title)
    let server = try await InspectorServer.start(
      port: port, hub: hub, access: access, limits: limits)
    // Another start may have finished while this one waited for its server.
    if let session {
      await server.stop()
      throw .alreadyRunning(url: session.url.absoluteString)
    }
    // A port number and hexadecimal digits: always a valid address.
    guard let url = URL(string: "http://127.0.0.1:\(server.port)/?token=\(access.token)") else {
      preconditionFailure("The inspector's address is not a URL")
    }
    let session = Session(
      root: root, hub: hub, server: server, url: url, updateInterval: updateInterval,
      dependencies: dependencies)
    self.session = session
    await session.begin()
    return url
  }

  /// Stops the server and closes the pages' connections; a later ``start(port:)`` starts anew.
  public func stop() async {
    guard let session else { return }
    self.session = nil
    await session.end()
  }

  deinit {
    // An inspector released while it runs stops; its session is main-actor bound, hence sendable.
    guard let session else { return }
    Task { @MainActor in await session.end() }
  }
}

extension RIBInspector {
  /// One run of the inspector: the server, the observations of the tree and of the diagnostics,
  /// and the changes not yet sent.
  @MainActor
  final class Session {
    let url: URL
    private weak var root: (any Routing)?
    let hub: InspectorHub
    private let server: InspectorServer
    private let updateInterval: Duration
    private let capture: TreeCapture
    private let updates: AsyncStream<InspectorUpdate>.Continuation
    private let stream: AsyncStream<InspectorUpdate>
    private var delivery: Task<Void, Never>?
    private var observations: [RIBsObservation] = []

    private var treeChanged = false
    private var pendingEvents: [RIBTreeEvent] = []
    private var droppedEvents = 0
    private var pendingDiagnostics: [InspectedDiagnostic] = []
    private var scheduledUpdate: Task<Void, Never>?
    /// Reads the RIBs' values and places once a second, for the changes no tree event tells.
    private var valuesWatch: Task<Void, Never>?
    private var lastUpdate = ContinuousClock.now

    init(
      root: (any Routing)?, hub: InspectorHub, server: InspectorServer, url: URL,
      updateInterval: Duration, dependencies: InspectedDependencies?
    ) {
      self.root = root
      capture = TreeCapture(dependencies: dependencies)
      self.hub = hub
      self.server = server
      self.url = url
      self.updateInterval = updateInterval
      (stream, updates) = AsyncStream.makeStream(of: InspectorUpdate.self)
    }

    /// Starts observing, and returns once the hub has the tree as it is now.
    ///
    /// A page opened as soon as ``RIBInspector/start(port:)`` returns shows the tree, not the
    /// empty one the hub starts with.
    func begin() async {
      let first = InspectorUpdate(
        tree: capture.capture(root), events: [], droppedEvents: 0, diagnostics: [])
      if let root {
        observations.append(
          RIBTreeEvents.addObserver(forSubtreeOf: root) { [weak self] event in
            self?.record(event)
          })
      }
      observations.append(
        RIBsDiagnostics.addObserver { [weak self] diagnostic in
          self?.record(diagnostic)
        })
      valuesWatch = Task { [weak self] in
        while (try? await Task.sleep(for: Self.valuesInterval)) != nil {
          self?.checkValues()
        }
      }
      // Changes made meanwhile wait in the stream: its one consumer starts after the first tree,
      // so that the hub receives every update in the order they were made.
      await hub.receive(first)
      delivery = Task.detached { [stream, hub] in
        for await update in stream { await hub.receive(update) }
      }
    }

    /// How often the RIBs' values and places are read between tree events.
    static let valuesInterval = Duration.seconds(1)

    private func checkValues() {
      guard !treeChanged, capture.changedWithoutEvents(under: root) else { return }
      treeChanged = true
      scheduleUpdate()
    }

    /// Stops observing, sends what is pending, closes the pages and stops the server.
    func end() async {
      for observation in observations { observation.cancel() }
      observations = []
      valuesWatch?.cancel()
      scheduledUpdate?.cancel()
      sendUpdate()
      updates.finish()
      await delivery?.value
      await hub.close()
      await server.stop()
    }

    private func record(_ event: RIBTreeEvent) {
      treeChanged = true
      pendingEvents.append(event)
      // A burst of events (a big tree built at once) keeps its latest ones only.
      let limit = InspectorHub.recentEventLimit
      if pendingEvents.count > 2 * limit {
        droppedEvents += pendingEvents.count - limit
        pendingEvents.removeFirst(pendingEvents.count - limit)
      }
      scheduleUpdate()
    }

    private func record(_ diagnostic: RIBsDiagnostic) {
      pendingDiagnostics.append(InspectedDiagnostic(diagnostic, at: Date()))
      scheduleUpdate()
    }

    /// Sends the pending changes once `updateInterval` has passed since the last update.
    private func scheduleUpdate() {
      guard scheduledUpdate == nil else { return }
      let delay = lastUpdate + updateInterval - ContinuousClock.now
      scheduledUpdate = Task { [weak self] in
        if delay > .zero {
          do { try await Task.sleep(for: delay) } catch { return }
        }
        self?.sendUpdate()
      }
    }

    private func sendUpdate() {
      scheduledUpdate = nil
      lastUpdate = .now
      guard treeChanged || !pendingEvents.isEmpty || !pendingDiagnostics.isEmpty else { return }
      let limit = InspectorHub.recentEventLimit
      let kept = pendingEvents.suffix(limit)
      updates.yield(
        InspectorUpdate(
          tree: treeChanged ? capture.capture(root) : nil, events: Array(kept),
          droppedEvents: droppedEvents + pendingEvents.count - kept.count,
          diagnostics: pendingDiagnostics))
      treeChanged = false
      pendingEvents = []
      droppedEvents = 0
      pendingDiagnostics = []
    }
  }
}
