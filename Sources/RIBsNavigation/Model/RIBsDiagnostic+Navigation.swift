import RIBs

extension RIBsDiagnostic.Kind {
  /// A navigation model was asked for a change it cannot make: pushing a router that is in its
  /// stack, popping an empty stack, a change after its host router went away, a second thing
  /// presented by a host that presents one already, a route nobody handles, a write from a view
  /// that names nothing the model shows.
  public static let invalidNavigation = Self("invalidNavigation")

  /// A navigation model shows a route its router cannot save.
  ///
  /// The router that shows it handles no routes of its type (`handleRoutes(_:with:)`), while the
  /// navigation of the model's host is saved. It is shown, and a `RIBNavigationState` leaves it
  /// out, with what it shows.
  public static let routeNotSaved = Self("routeNotSaved")

  /// A navigation model shows a RIB or a dialog without a route, while its host's navigation is
  /// saved (its router handles routes): a `RIBNavigationState` leaves it out, with what it shows.
  ///
  /// A ``RIBsDiagnostic/Severity-swift.enum/warning``: a screen that is not meant to come back,
  /// such as a progress screen, is shown without a route on purpose.
  public static let screenNotSaved = Self("screenNotSaved", severity: .warning)
}
