import RIBs

/// What the inspector knows, off the main actor: the latest tree, the recent events and
/// diagnostics, the tree's recent past, and the pages connected to it.
///
/// The app's main actor only hands it updates (``receive(_:)``), so a slow page or a big tree never
/// holds the app up; encoding, and computing the past a page asks for, happen here, and each
/// page's connection sends at its own pace.
actor InspectorHub {
  /// How many events and diagnostics a page that connects late still sees; the history keeps the
  /// tree right after each of the same events.
  static let recentEventLimit = 1_000
  static let recentDiagnosticLimit = 200

  private let title: String
  private var tree = InspectedTree(revision: 0, nodes: [])
  private var recentEvents: [InspectedEvent] = []
  private var recentDiagnostics: [InspectedDiagnostic] = []
  /// `nil` until the first tree arrives.
  private var history: InspectorHistory?
  /// The types of the RIBs of each name, from the trees received, for the trees of the past: a
  /// name comes from a router type, so there are as many as the app has RIB types.
  private var typesByName: [String: InspectedTree.Types] = [:]
  private var pages: [PageOutlet.ID: PageOutlet] = [:]

  init(title: String) {
    self.title = title
  }

  /// Keeps `update` and sends it to every connected page.
  func receive(_ update: InspectorUpdate) {
    if let tree = update.tree {
      self.tree = tree
      for node in tree.nodes where typesByName[node.name] == nil {
        typesByName[node.name] = .init(
          router: node.router, interactor: node.interactor, view: node.view)
      }
    }
    let first: Int
    // Optional chaining changes the history in place: no copy of its trees and events.
    if let appended = history?.append(
      update.events, tree: update.tree?.snapshot, isComplete: update.droppedEvents == 0)
    {
      first = appended
    } else {
      // The first update: the tree when the inspector started, before any event (were there
      // events in it, the history would start after them).
      history = InspectorHistory(
        tree: (update.tree ?? tree).snapshot, after: update.events.count,
        limit: Self.recentEventLimit)
      first = 1
    }
    if let tree = update.tree { history?.recordValuesAndPlaces(of: tree) }
    let events = update.events.enumerated().map { InspectedEvent($1, sequence: first + $0) }
    Self.append(events, to: &recentEvents, keepingLast: Self.recentEventLimit)
    Self.append(update.diagnostics, to: &recentDiagnostics, keepingLast: Self.recentDiagnosticLimit)
    guard !pages.isEmpty else { return }
    let message = InspectorMessage(
      type: .update, tree: update.tree, events: events, droppedEvents: update.droppedEvents,
      diagnostics: update.diagnostics, history: history.map(InspectedHistory.init)
    ).json()
    for page in pages.values { page.send(message, startsOver: false) }
  }

  /// Everything known now, as the `hello` message a page starts from.
  func hello() -> InspectorMessage {
    InspectorMessage(
      type: .hello, title: title, tree: tree, events: recentEvents,
      diagnostics: recentDiagnostics, history: history.map(InspectedHistory.init))
  }

  /// The tree right after event `sequence`, as the `moment` message that answers a page.
  func moment(after sequence: Int) -> InspectorMessage {
    guard let history else {
      return InspectorMessage(
        type: .moment, moment: sequence, error: "The inspector has no tree yet.")
    }
    guard let past = history.tree(after: sequence) else {
      let error =
        sequence > history.last
        ? "There is no event \(sequence) yet: the last is \(history.last)."
        : "The history starts after event \(history.start): event \(sequence) is older."
      return InspectorMessage(
        type: .moment, history: InspectedHistory(history), moment: sequence, error: error)
    }
    return InspectorMessage(
      type: .moment,
      tree: InspectedTree(
        past, revision: tree.revision, types: typesByName,
        values: history.values(after: sequence), places: history.places(after: sequence)),
      history: InspectedHistory(history), moment: sequence)
  }

  /// Connects a page: it receives the `hello` message, then every update, until it disconnects or
  /// the hub closes.
  func connect(_ page: PageOutlet) {
    pages[page.id] = page
    page.send(hello().json(), startsOver: true)
    // A page whose connection closed before it got here has disconnected already, or is about to.
    if !page.isOpen() { pages[page.id] = nil }
  }

  /// Sends one page the whole state again, for it to start over from.
  ///
  /// The page fell behind, and its waiting messages were dropped. Every update sent before this reply is part of it.
  func startOver(_ id: PageOutlet.ID) {
    pages[id]?.send(hello().json(), startsOver: true)
  }

  func disconnect(_ id: PageOutlet.ID) {
    pages[id] = nil
  }

  /// Closes every page's connection, and returns when they are closed.
  func close() async {
    let closing = pages.values
    pages = [:]
    for page in closing { await page.close() }
  }

  private static func append<Element>(
    _ newElements: [Element], to elements: inout [Element], keepingLast limit: Int
  ) {
    elements += newElements.suffix(limit)
    if elements.count > limit { elements.removeFirst(elements.count - limit) }
  }
}

/// Where the hub sends one page's messages: the page's WebSocket connection, on its own thread.
struct PageOutlet: Sendable {
  typealias ID = ObjectIdentifier

  let id: ID
  /// Queues a message for the page, and whether it is a `hello` that replaces what the page had.
  let deliver: @Sendable (_ message: String, _ startsOver: Bool) -> Void
  /// Whether the connection is still open.
  let isOpen: @Sendable () -> Bool
  /// Closes the connection with a closing frame, and returns when it is closed.
  let close: @Sendable () async -> Void

  /// Queues `message` for the page; `startsOver` marks a `hello` that replaces what the page had.
  func send(_ message: String, startsOver: Bool) {
    deliver(message, startsOver)
  }
}
