/// How a RIB is named after its router's type.
@MainActor
enum RIBNaming {
  /// Names already derived (deriving one demangles the type's name); process-wide, as types are.
  private static var names: [ObjectIdentifier: String] = [:]

  /// The RIB name of a router type: without generic arguments and without its `Router` suffix.
  static func name(of routerType: Any.Type) -> String {
    if let name = names[ObjectIdentifier(routerType)] { return name }
    var name = String(describing: routerType)
    if let genericStart = name.firstIndex(of: "<") {
      name = String(name[..<genericStart])
    }
    if name.hasSuffix("Router"), name != "Router" {
      name.removeLast("Router".count)
    }
    names[ObjectIdentifier(routerType)] = name
    return name
  }
}
