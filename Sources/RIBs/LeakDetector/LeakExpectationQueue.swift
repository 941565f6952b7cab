/// The expectations of one time limit, in the order they were made, which is the order they come
/// due: a queue in which recording, withdrawing and taking the next due expectation each cost O(1),
/// however many are pending.
///
/// Expectations are numbered in order; the queue keeps the number of its first, so an
/// expectation's number says where it is. A withdrawn expectation stays in place, marked, until it
/// comes due and is skipped. The storage is a ring, in three parallel arrays (the deadlines and the
/// details are plain values; only the objects need weak references), that grows by doubling and is
/// kept when the queue empties, so that, once warmed up, nothing is allocated per expectation.
struct LeakExpectationQueue {
  /// What a report needs of an expectation besides its object.
  struct Details {
    /// The object's type, named only in a report.
    let objectType: AnyObject.Type
    /// Whether the object is a view expected to be off screen, rather than deallocated.
    let isDisappearance: Bool
    /// Whether the expectation was withdrawn.
    var isWithdrawn = false
  }

  /// An expectation that came due.
  struct Due {
    let details: Details
    /// The object, if it is still alive; `nil` for a withdrawn expectation, whose object is not
    /// looked at.
    let object: AnyObject?
  }

  /// The type of the free places of the ring.
  private final class Placeholder {}

  /// An object, held weakly, to see whether it is still alive (or on screen) when its time is up.
  private struct WeakObject {
    weak var object: AnyObject?
  }

  /// The time limit of every expectation in the queue.
  let timeLimit: Duration
  private var deadlines: [Duration] = []
  private var details: [Details] = []
  private var objects: [WeakObject] = []
  /// The position in the ring of the first expectation.
  private var head = 0
  /// How many expectations the queue holds, withdrawn ones included.
  private(set) var count = 0
  /// The number of the first expectation; the others follow it.
  private var firstNumber: UInt64 = 0

  init(timeLimit: Duration) {
    self.timeLimit = timeLimit
  }

  /// When the first expectation comes due; `nil` if the queue is empty.
  var nextDeadline: Duration? {
    count == 0 ? nil : deadlines[head]
  }

  /// Appends an expectation that `object` goes away by `deadline`; returns its number in the queue.
  mutating func append(
    _ object: AnyObject, deadline: Duration, isDisappearance: Bool
  ) -> UInt64 {
    if count == deadlines.count { grow() }
    let position = (head + count) & (deadlines.count - 1)
    deadlines[position] = deadline
    details[position] = Details(objectType: type(of: object), isDisappearance: isDisappearance)
    objects[position].object = object
    count += 1
    return firstNumber + UInt64(count - 1)
  }

  /// Marks the expectation numbered `number` withdrawn.
  ///
  /// - Returns: `true` if it was pending, `false` if it came due already or was withdrawn before.
  mutating func withdraw(_ number: UInt64) -> Bool {
    guard number >= firstNumber, number - firstNumber < UInt64(count) else { return false }
    let position = (head + Int(number - firstNumber)) & (deadlines.count - 1)
    guard !details[position].isWithdrawn else { return false }
    details[position].isWithdrawn = true
    return true
  }

  /// Takes out the first expectation if it is due at `now`, withdrawn or not.
  mutating func takeFirst(dueAt now: Duration) -> Due? {
    guard count > 0, deadlines[head] <= now else { return nil }
    let taken = details[head]
    let object = taken.isWithdrawn ? nil : objects[head].object
    objects[head].object = nil
    head = (head + 1) & (deadlines.count - 1)
    count -= 1
    firstNumber += 1
    return Due(details: taken, object: object)
  }

  /// Doubles the ring, keeping the order; its size is a power of two, so positions wrap with a mask.
  ///
  /// Called when the ring is full: the expectations from `head` to the end stay where they are, and
  /// the ones that had wrapped around to the front move to just past the old end, where the larger
  /// mask now puts them. Each array grows in place, so elements that stay are moved by the array's
  /// own reallocation, not one at a time.
  private mutating func grow() {
    let oldSize = deadlines.count
    let added = max(16, oldSize)
    deadlines.append(contentsOf: repeatElement(.zero, count: added))
    details.append(
      contentsOf: repeatElement(
        Details(objectType: Placeholder.self, isDisappearance: false), count: added))
    objects.append(contentsOf: repeatElement(WeakObject(), count: added))
    for position in 0..<head {
      deadlines[oldSize + position] = deadlines[position]
      details[oldSize + position] = details[position]
      // Moved, not copied: a copy of a weak reference is a call into the runtime.
      objects.swapAt(oldSize + position, position)
    }
  }
}
