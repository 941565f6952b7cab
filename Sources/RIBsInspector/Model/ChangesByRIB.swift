/// What each RIB, by identity, showed of one kind (its values, its place) as it changed, each
/// change with the event after which it was seen; the last `limit` changes.
struct ChangesByRIB<Value: Equatable & Sendable>: Sendable {
  /// How many changes it keeps.
  let limit: Int
  private var changes: [(sequence: Int, id: UInt, value: Value?)] = []
  /// What each RIB of the latest capture showed.
  private var latest: [UInt: Value] = [:]

  init(limit: Int) {
    self.limit = limit
  }

  /// Notes what each RIB showed in a capture made after event `sequence`: a RIB not in `current`
  /// shows nothing.
  mutating func record(_ current: [UInt: Value], after sequence: Int) {
    for (id, value) in current where latest[id] != value {
      changes.append((sequence, id, value))
    }
    for id in latest.keys where current[id] == nil {
      changes.append((sequence, id, nil))
    }
    latest = current
    if changes.count > limit { changes.removeFirst(changes.count - limit) }
  }

  /// What each RIB last showed by the capture after event `sequence`, for the RIBs whose changes
  /// are still kept.
  func values(after sequence: Int) -> [UInt: Value] {
    var values: [UInt: Value] = [:]
    for change in changes {
      guard change.sequence <= sequence else { break }
      values[change.id] = change.value
    }
    return values
  }
}
