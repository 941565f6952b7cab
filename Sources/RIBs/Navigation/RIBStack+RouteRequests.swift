extension RIBStack {
  /// The user asked, through a view of the stack (a link, a list row), to show `route`: the
  /// stack's ``host`` decides, as a ``RouteRequestHandling`` router, whether to push it.
  ///
  /// A host that does not take requests, or not routes of this type, changes nothing; that is a
  /// mistake in the app, reported to ``RIBsDiagnostics`` as
  /// ``RIBsDiagnostic/Kind/invalidNavigation``.
  ///
  /// - Parameter route: What the view asked for.
  /// - Returns: `nil` once the host showed it; otherwise why not, in a sentence the view may show.
  @discardableResult
  public func userDidRequest(_ route: some RIBRoute) -> String? {
    guard let host = host as? any RouteRequestHandling else {
      let reason =
        "\(host.map { "\(type(of: $0))" } ?? "The stack's host") does not take requests "
        + "(RouteRequestHandling); \(route) was not shown."
      RIBsDiagnostics.report(.invalidNavigation, reason)
      return reason
    }
    return Self.request(route, of: host)
  }

  private static func request<Host: RouteRequestHandling>(
    _ route: some RIBRoute, of host: Host
  ) -> String? {
    guard let route = route as? Host.Route else {
      let reason =
        "\(type(of: host)) takes requests for \(Host.Route.self), not \(type(of: route)); "
        + "\(route) was not shown."
      RIBsDiagnostics.report(.invalidNavigation, reason)
      return reason
    }
    return host.userDidRequest(route)
  }
}
