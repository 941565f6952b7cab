import Foundation
import RIBs

/// A RIB as an event names it, with its identity number in decimal: JavaScript's numbers would
/// round it.
struct InspectedIdentity: Sendable, Encodable {
  var name: String
  var id: String

  init(_ identity: RIBIdentity) {
    name = identity.name
    id = String(identity.id)
  }
}

/// A tree event as the page shows it in the timeline.
struct InspectedEvent: Sendable, Encodable {
  /// The event's number: 1 for the first the inspector received, and one more for each next.
  var sequence: Int
  var kind: String
  var rib: InspectedIdentity
  var parent: InspectedIdentity?
  /// Milliseconds since 1970, as JavaScript counts time.
  var time: Double

  init(_ event: RIBTreeEvent, sequence: Int) {
    self.sequence = sequence
    kind = event.kind.rawValue
    rib = InspectedIdentity(event.router)
    parent = event.parent.map(InspectedIdentity.init)
    time = event.timestamp.timeIntervalSince1970 * 1000
  }
}

/// A diagnostic (a misuse or a leak) as the page lists it.
struct InspectedDiagnostic: Sendable, Encodable {
  var kind: String
  var severity: String
  var message: String
  /// Milliseconds since 1970.
  var time: Double

  init(_ diagnostic: RIBsDiagnostic, at date: Date) {
    kind = diagnostic.kind.name
    severity = diagnostic.severity.rawValue
    message = diagnostic.message
    time = date.timeIntervalSince1970 * 1000
  }
}

/// Which moments the page may ask for: the tree right after any event from ``start`` to
/// ``last``.
struct InspectedHistory: Sendable, Encodable {
  /// The event right after which the history starts; 0 for the inspector's start.
  var start: Int
  /// When that event happened, in milliseconds since 1970; `nil` for the inspector's start.
  var startTime: Double?
  /// The last event.
  var last: Int
  /// How many events the history keeps.
  var limit: Int

  init(_ history: InspectorHistory) {
    start = history.start
    startTime = history.startTime.map { $0.timeIntervalSince1970 * 1000 }
    last = history.last
    limit = history.limit
  }
}

/// What changed since the last update: sent to the page as one message, at most a few times a
/// second however busy the app is.
struct InspectorUpdate: Sendable {
  /// The tree now, if it may have changed.
  var tree: InspectedTree?
  /// The events since the last update, oldest first (the latest ones only, in a burst).
  var events: [RIBTreeEvent]
  /// How many events of the burst were left out of ``events``.
  var droppedEvents: Int
  var diagnostics: [InspectedDiagnostic]
}

/// A message to the page, as JSON: `hello` with everything the page needs to start (the title, the
/// tree, the recent events and diagnostics, the history it may ask about), then an `update` per
/// ``InspectorUpdate``, and a `moment` for each moment of the past the page asks for.
struct InspectorMessage: Sendable, Encodable {
  enum Kind: String, Sendable, Encodable {
    case hello
    case update
    /// The tree right after event ``InspectorMessage/moment``, or why it is not known.
    case moment
    /// A request from the page that the server could not read, and why (``InspectorMessage/error``).
    case error
  }

  var type: Kind
  var title: String?
  var tree: InspectedTree?
  var events: [InspectedEvent] = []
  var droppedEvents = 0
  var diagnostics: [InspectedDiagnostic] = []
  var history: InspectedHistory?
  /// For a `moment`, the event right after which ``tree`` is the tree.
  var moment: Int?
  /// For a `moment` the history does not keep, or a request the server could not read, why.
  var error: String?

  /// The message as JSON text.
  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every member is a string, a number, a Boolean or an array of them: encoding cannot fail.
    guard let data = try? encoder.encode(self) else {
      preconditionFailure("An inspector message could not be encoded as JSON")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
