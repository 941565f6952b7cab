extension Routing {
  /// The RIB's name: the router's type without generic arguments and without its `Router` suffix
  /// (`LoggedInRouter` is `LoggedIn`).
  public var ribName: String {
    RIBNaming.name(of: type(of: self))
  }

  /// How tree events name this RIB: ``ribName`` and the router's number (``RIBIdentity/id``).
  public var ribIdentity: RIBIdentity {
    RIBIdentity(name: ribName, id: ribID)
  }

  /// The number that names this RIB in tree events and snapshots: a ``Router``'s own, given when
  /// it was created; another router's address.
  @MainActor
  package var ribID: UInt {
    (self as? RouterBase)?.node.ribID ?? RIBIdentity.number(of: ObjectIdentifier(self))
  }
}
