/// A router's children in the order they were attached, each with its node, and the holes detaches
/// leave.
///
/// A detach empties its entry in constant time; the entries are compacted once holes outnumber
/// children, so that detaching any child costs O(1) amortised, however wide the parent. Every
/// child's node knows its position (``ParentLink/position``), so finding it takes no search.
struct ChildList {
  /// A child, with its node; both `nil` in a hole.
  struct Entry {
    let router: (any Routing)?
    /// The router's own node, or the one made for a child not built on ``Router``: tree walks
    /// reach a child's node without a cast.
    let node: RouterNode?
  }

  private(set) var entries: [Entry] = []
  /// How many children the list has room for when its first is appended.
  private static let firstCapacity = 4
  /// The children as last listed: made on first read, kept by appends and by removals of the last
  /// child, dropped by other removals.
  private var cache: [any Routing]?
  /// The nodes made for the children not built on ``Router`` (mocks), by child; `nil` for most.
  private var wrappers: [ObjectIdentifier: RouterNode]?
  /// How many of ``entries`` are holes.
  private var holeCount: Int32 = 0
  /// Whether the last removal compacted the entries, which moved the children.
  private(set) var positionsChanged = false

  /// Whether there are children.
  var isEmpty: Bool { entries.count == Int(holeCount) }

  /// The node of the only child, if there is exactly one.
  var onlyNode: RouterNode? {
    entries.count == 1 ? entries[0].node : nil
  }

  /// The children, in the order they were attached.
  mutating func routers() -> [any Routing] {
    if let cache { return cache }
    var routers: [any Routing] = []
    routers.reserveCapacity(entries.count - Int(holeCount))
    for entry in entries {
      if let router = entry.router { routers.append(router) }
    }
    cache = routers
    return routers
  }

  /// Appends a child with its node.
  ///
  /// - Parameters:
  ///   - router: The child.
  ///   - node: Its node.
  ///   - isWrapper: Whether `node` was made for a child not built on ``Router``.
  /// - Returns: The child's position.
  mutating func append(_ router: any Routing, node: RouterNode, isWrapper: Bool) -> Int {
    // Room for a few children at once: grown from empty, the list would be reallocated for the
    // 1st, 2nd, 3rd and 5th child, where most parents (tabs, a stack) stop.
    if entries.capacity == 0 { entries.reserveCapacity(Self.firstCapacity) }
    entries.append(Entry(router: router, node: node))
    cache?.append(router)
    if isWrapper {
      if wrappers == nil { wrappers = [:] }
      wrappers?[ObjectIdentifier(router)] = node
    }
    return entries.count - 1
  }

  /// The node made for `router`, a child not built on ``Router``, if it is in the list.
  func wrapper(of router: any Routing) -> RouterNode? {
    wrappers?[ObjectIdentifier(router)]
  }

  /// Empties the entry at `index`; drops trailing holes, and compacts the entries once holes
  /// outnumber the children; then the children's nodes must learn their new positions
  /// (``positionsChanged``).
  ///
  /// - Returns: The removed child, for the caller to release.
  mutating func remove(at index: Int, child: any Routing) -> Entry {
    positionsChanged = false
    wrappers?[ObjectIdentifier(child)] = nil
    // The last child (a stack of screens, a churn of one child): moved out, with the holes before it.
    if index == entries.endIndex - 1 {
      let removed = entries.removeLast()
      cache?.removeLast()
      while let last = entries.indices.last, entries[last].router == nil {
        entries.removeLast()
        holeCount -= 1
      }
      return removed
    }
    let removed = entries[index]
    entries[index] = Entry(router: nil, node: nil)
    holeCount += 1
    cache = nil
    if holeCount > 8, Int(holeCount) * 2 > entries.count { compact() }
    return removed
  }

  /// Takes every child out, in order, and leaves the list empty.
  mutating func removeAll() -> [Entry] {
    let all = holeCount == 0 ? entries : entries.filter { $0.router != nil }
    entries = []
    holeCount = 0
    cache = nil
    wrappers = nil
    return all
  }

  private mutating func compact() {
    entries.removeAll { $0.router == nil }
    holeCount = 0
    positionsChanged = true
  }
}
