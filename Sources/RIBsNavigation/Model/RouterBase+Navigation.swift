import RIBs

extension RouterBase {
  /// Shows `Route`s when something other than the RIB's interactor asks for one: a view (a link, a
  /// list's selection, through a model's rendering) or a ``RIBNavigationState`` restoring the app's
  /// navigation.
  ///
  /// `show` pushes, presents or selects what the route names, as the router does when its
  /// interactor asks, or asks the interactor, which has the data the RIB is built with; it returns
  /// `nil` once the route is shown, or why not, in a sentence a view may show the user. A restored
  /// route is shown without animation, and the screen shown for it takes the identity it was saved
  /// with.
  ///
  /// ```swift
  /// handleRoutes(TopupRoute.self) { [unowned self] route in
  ///   switch route {
  ///   case .enterAmount: attachEnterAmount()
  ///   case .cardOnFile: interactor.enterAmountDidTapPaymentMethod()  // it knows the cards
  ///   }
  ///   return nil
  /// }
  /// ```
  ///
  /// A router handles one `show` per route type, and may handle several types: its tabs' and its
  /// stack's, say. What its models show is saved when its route's type is handled here; a screen
  /// a RIB of a shared stack pushes is saved with that RIB's routes. Call it as the router is
  /// made. A second call for a type handled already changes nothing and is reported to
  /// `RIBsDiagnostics` as `invalidNavigation`, as is a type whose name another handled type has
  /// (saved routes name their type).
  ///
  /// - Parameters:
  ///   - type: The routes `show` shows.
  ///   - show: Shows a route, or says why not.
  public func handleRoutes<Route: RIBRoute>(
    _ type: Route.Type, with show: @escaping @MainActor (Route) -> String?
  ) {
    if let refused = NavigationRegistry.of(self).routes.add(RouteHandler(show: show)) {
      RIBsDiagnostics.report(
        .invalidNavigation,
        "\(Swift.type(of: self)) \(refused); the second handleRoutes(\(Route.self).self) changed "
          + "nothing.")
    }
  }
}

extension Routing {
  /// The navigation models this router hosts, in the order they were made.
  public var navigationModels: [RIBNavigationModel] {
    NavigationRegistry.existing(of: self)?.hostedModels ?? []
  }

  /// Where the models this router hosts show each RIB, by the identity of its router.
  public var navigationPlaces: [ObjectIdentifier: RIBPlace] {
    var places: [ObjectIdentifier: RIBPlace] = [:]
    for model in navigationModels {
      places.merge(model.places) { first, _ in first }
    }
    return places
  }
}
