/// The floor of a wide parent: the least an order-keeping parent can do to detach any of its
/// children in constant time. Each child knows its position; a detach leaves a hole, and the holes
/// are squeezed out once they outnumber the children; the child becomes inactive, as in
/// ``FloorNode``. No checks.
public final class WideFloorNode {
  private var slots: [WideFloorNode?] = []
  private var holes = 0
  private var position = 0
  public private(set) var isActive = true

  public init() {}

  public func attach(_ child: WideFloorNode) {
    child.position = slots.count
    slots.append(child)
  }

  public func detach(_ child: WideFloorNode) {
    slots[child.position] = nil
    child.isActive = false
    holes += 1
    if holes * 2 > slots.count {
      slots.removeAll { $0 == nil }
      holes = 0
      for (position, slot) in slots.enumerated() { slot?.position = position }
    }
  }
}

/// A deterministic generator (SplitMix64), so that every run detaches in the same order.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
