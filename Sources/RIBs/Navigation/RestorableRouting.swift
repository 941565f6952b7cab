/// A router whose navigation a ``RIBNavigationState`` saves and restores: its models name the
/// screens it shows for its routes, and it shows a route again when asked.
///
/// ```swift
/// final class TopupRouter: ViewableRouter<…>, TopupRouting, RestorableRouting {
///   private(set) lazy var stack = RIBStack(host: self, root: .firstScreen, listener: interactor)
///
///   var navigationModels: [any RIBNavigationModel] { [stack] }
///
///   func restore(_ route: TopupRoute) {
///     switch route {
///     case .enterAmount: attachEnterAmount()
///     case .cardOnFile: interactor.enterAmountDidTapPaymentMethod()  // it knows the cards
///     }
///   }
/// }
/// ```
///
/// A router that is not restorable saves nothing, and nothing below it is saved.
@preconcurrency
@MainActor
public protocol RestorableRouting: RIBNavigationHosting {
  /// The places this router's navigation shows.
  associatedtype Route: RIBRoute

  /// The screens this router shows for its routes, in the order restoring shows them again;
  /// by default those of its ``RIBNavigationHosting/navigationModels``, model after model (a
  /// stack's from the bottom, then what is presented; for tabs, the selected tab last). Screens
  /// without a `Route` are not saved.
  var restorableScreens: [RIBScreen] { get }

  /// Shows `route` again, without animation, as the app navigates there: the router builds and
  /// attaches its RIB, or asks its interactor, which has the data the RIB is built with.
  ///
  /// A route the router cannot show now (its data is gone) shows nothing, and the saved
  /// navigation below it is skipped.
  ///
  /// - Parameter route: A route this router showed when the state was saved.
  func restore(_ route: Route)
}

extension RestorableRouting {
  /// The screens of the router's models, model after model, each in the model's order.
  public var restorableScreens: [RIBScreen] { navigationModels.flatMap(\.shownScreens) }
}
