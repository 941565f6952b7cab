/// A router that shows its children through navigation models, and names them so that tools can
/// say where each child is shown (the live inspector shows "screen 2 of 2 of a stack, route
/// cardOnFile" next to the RIB).
///
/// ```swift
/// extension TopupRouter: RIBNavigationHosting {
///   var navigationModels: [any RIBNavigationModel] { [stack] }
/// }
/// ```
@preconcurrency
@MainActor
public protocol RIBNavigationHosting: Routing {
  /// The navigation models the router owns.
  var navigationModels: [any RIBNavigationModel] { get }
}

extension RIBNavigationHosting {
  /// Where each of the RIBs the router's models show is, by the identity of its router.
  public var navigationPlaces: [ObjectIdentifier: RIBPlace] {
    var places: [ObjectIdentifier: RIBPlace] = [:]
    for model in navigationModels {
      places.merge(model.places) { first, _ in first }
    }
    return places
  }
}
