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
  var kind: String
  var rib: InspectedIdentity
  var parent: InspectedIdentity?
  /// Milliseconds since 1970, as JavaScript counts time.
  var time: Double

  init(_ event: RIBTreeEvent) {
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
    kind = diagnostic.kind.rawValue
    severity = diagnostic.severity.rawValue
    message = diagnostic.message
    time = date.timeIntervalSince1970 * 1000
  }
}

/// What changed since the last update: sent to the page as one message, at most a few times a
/// second however busy the app is.
struct InspectorUpdate: Sendable {
  /// The tree now, if it may have changed.
  var tree: InspectedTree?
  /// The events since the last update, oldest first (the latest ones only, in a burst).
  var events: [InspectedEvent]
  /// How many events of the burst were left out of ``events``.
  var droppedEvents: Int
  var diagnostics: [InspectedDiagnostic]
}

/// A message to the page, as JSON: `hello` with everything the page needs to start (the title, the
/// tree, the recent events and diagnostics), then an `update` per ``InspectorUpdate``.
struct InspectorMessage: Sendable, Encodable {
  enum Kind: String, Sendable, Encodable {
    case hello
    case update
  }

  var type: Kind
  var title: String?
  var tree: InspectedTree?
  var events: [InspectedEvent]
  var droppedEvents: Int
  var diagnostics: [InspectedDiagnostic]

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
