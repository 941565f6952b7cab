extension Routing {
  /// The RIB's name: the router's type without generic arguments and without its `Router` suffix
  /// (`LoggedInRouter` is `LoggedIn`).
  public var ribName: String {
    RIBNaming.name(of: type(of: self))
  }

  /// How tree events name this RIB: ``ribName`` and the router's identity.
  public var ribIdentity: RIBIdentity {
    RIBIdentity(name: ribName, id: ObjectIdentifier(self))
  }
}
