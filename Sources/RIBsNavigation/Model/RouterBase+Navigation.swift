import RIBs

extension RouterBase {
  /// Shows `Route`s when something other than the RIB's interactor asks for one: a view (a link, a
  /// list's selection, through ``RIBNavigationModel/userDidRequest(_:)``) or a
  /// ``RIBNavigationState`` restoring the app's navigation.
  ///
  /// `show` pushes, presents or selects what the route names, as the router does when its
  /// interactor asks, or asks the interactor, which has the data the RIB is built with; it returns
  /// `nil` once the route is shown, or why not, in a sentence a view may show the user. A restored
  /// route is shown without animation, and the screen shown for it takes the identity it was saved
  /// with. Only routes of this type are saved for this router's models.
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
  /// Call it once, as the router is made; a second call replaces the first.
  ///
  /// - Parameters:
  ///   - type: The routes this router's models show.
  ///   - show: Shows a route, or says why not.
  public func handleRoutes<Route: RIBRoute>(
    _ type: Route.Type, with show: @escaping @MainActor (Route) -> String?
  ) {
    NavigationRegistry.of(self).routes = RouteHandler(show: show)
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
