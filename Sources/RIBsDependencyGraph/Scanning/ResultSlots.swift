import Foundation

/// The results of a concurrent map: each iteration computes its elements, then stores them under a
/// lock, once.
///
/// `@unchecked Sendable`: `slots` is read and written only under `lock`. (`Mutex` would say so in
/// the types, but needs macOS 15, and this runs on the host that builds the app.)
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// Stores each value at its index.
  func set(_ values: [(index: Int, value: Value)]) {
    lock.lock()
    defer { lock.unlock() }
    for (index, value) in values { slots[index] = value }
  }

  /// The values, in order; every slot must have been set.
  func values() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
