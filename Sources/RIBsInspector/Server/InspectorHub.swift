import FlyingFox
import Foundation

/// What the inspector knows, off the main actor: the latest tree, the recent events and
/// diagnostics, and the pages connected to it.
///
/// The app's main actor only hands it updates (``receive(_:)``), so a slow page or a big tree never
/// holds the app up; encoding and sending happen here.
actor InspectorHub {
  /// How many events and diagnostics a page that connects late still sees.
  static let recentEventLimit = 1_000
  static let recentDiagnosticLimit = 200

  private let title: String
  /// Who may connect; its port is set once the server listens.
  private(set) var access: InspectorAccess
  private var tree = InspectedTree(revision: 0, nodes: [])
  private var recentEvents: [InspectedEvent] = []
  private var recentDiagnostics: [InspectedDiagnostic] = []
  private var pages: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

  init(title: String, access: InspectorAccess) {
    self.title = title
    self.access = access
  }

  func setPort(_ port: UInt16) {
    access.port = port
  }

  /// Keeps `update` and sends it to every connected page.
  func receive(_ update: InspectorUpdate) {
    if let tree = update.tree { self.tree = tree }
    Self.append(update.events, to: &recentEvents, keepingLast: Self.recentEventLimit)
    Self.append(update.diagnostics, to: &recentDiagnostics, keepingLast: Self.recentDiagnosticLimit)
    guard !pages.isEmpty else { return }
    let message = InspectorMessage(
      type: .update, title: nil, tree: update.tree, events: update.events,
      droppedEvents: update.droppedEvents, diagnostics: update.diagnostics
    ).json()
    for page in pages.values { page.yield(.text(message)) }
  }

  /// Everything known now, as the `hello` message a page starts from.
  func hello() -> InspectorMessage {
    InspectorMessage(
      type: .hello, title: title, tree: tree, events: recentEvents, droppedEvents: 0,
      diagnostics: recentDiagnostics)
  }

  /// Connects a page: it receives the `hello` message, then every update, until it disconnects or
  /// the hub closes.
  func connect() -> (id: UUID, messages: AsyncStream<WSMessage>) {
    let (messages, continuation) = AsyncStream.makeStream(of: WSMessage.self)
    let id = UUID()
    continuation.yield(.text(hello().json()))
    pages[id] = continuation
    return (id, messages)
  }

  func disconnect(_ id: UUID) {
    pages.removeValue(forKey: id)?.finish()
  }

  /// Closes every page's connection.
  func close() {
    for page in pages.values {
      page.yield(.close(.goingAway))
      page.finish()
    }
    pages = [:]
  }

  private static func append<Element>(
    _ newElements: [Element], to elements: inout [Element], keepingLast limit: Int
  ) {
    elements += newElements.suffix(limit)
    if elements.count > limit { elements.removeFirst(elements.count - limit) }
  }
}
