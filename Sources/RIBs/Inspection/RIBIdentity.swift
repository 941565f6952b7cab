/// A RIB as events name it: its name and a number that tells two RIBs of the same type apart.
public struct RIBIdentity: Sendable, Hashable, Codable {
  /// The RIB's name, derived from its router's type (`LoggedInRouter` is `LoggedIn`).
  public var name: String
  /// A number that names one RIB: a ``Router`` gets its own when it is created, and no other
  /// router of the process gets the same, even one allocated where a released one was.
  ///
  /// A router not built on ``Router`` (a mock) is numbered by its address, which is unique among
  /// the RIBs alive at the same time only.
  public var id: UInt

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - name: The RIB's name.
  ///   - id: The number that names the RIB.
  public init(name: String, id: UInt) {
    self.name = name
    self.id = id
  }

  /// The ``id`` of a RIB not built on ``Router`` whose router has identity `object`.
  package static func number(of object: ObjectIdentifier) -> UInt {
    UInt(bitPattern: object.hashValue)
  }

  /// The ``id`` of the next ``Router`` created: routers are numbered in the order they are
  /// created, from 1.
  @MainActor
  static func nextRouterNumber() -> UInt {
    routersNumbered &+= 1
    return routersNumbered
  }

  /// How many routers were numbered; process-wide, as the numbers are unique in a process.
  @MainActor private static var routersNumbered: UInt = 0
}
