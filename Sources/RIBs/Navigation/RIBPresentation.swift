/// A child RIB presented over its presenter, as a sheet, a full-screen cover or a popover: presenting a router
/// attaches it and shows its view; dismissing it detaches it; a view the user dismisses detaches
/// its router.
///
/// The presentation state of a RIB, the same on every platform: the RIB's router owns it and
/// drives it, a renderer draws it and hands it what the user did (RIBsSwiftUI's
/// `View.ribPresentation(_:)` with SwiftUI, a modal presentation on UIKit, the terminal), and a
/// test drives it on Linux.
///
/// ```swift
/// final class FinanceHomeRouter: Router<any FinanceHomeInteractable>, FinanceHomeRouting {
///   private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)
///
///   func attachTopup() { presentation.present(topupBuilder.build(withListener: interactor)) }
///   func detachTopup() { presentation.dismiss() }
/// }
/// ```
///
/// ## The contract
/// - One RIB is presented at a time. ``present(_:route:style:animated:)`` detaches the one presented
///   before, if any, so that it resigns before the new one becomes active, then attaches the
///   router and shows it in its place. It takes a ``ViewableRouting``, whose view every renderer
///   can show, whatever draws it. A router presented already changes nothing and is reported
///   to ``RIBsDiagnostics`` as ``RIBsDiagnostic/Kind/invalidNavigation``; one its parent refuses
///   (attached elsewhere) is reported as the tree reports it, and nothing is presented.
/// - ``dismiss(animated:)`` detaches the presented router; with nothing presented it changes
///   nothing, so a router that dismisses what the user dismissed first detaches nothing twice. A
///   presented router its parent detached directly is only forgotten.
/// - ``userDidDismiss(_:)``, the renderer's report of a sheet dragged down, `dismiss()` from the
///   environment or the terminal's `:back`, names the screen the user dismissed: its router is
///   detached and the listener is told, once. A report that names a screen no longer presented
///   (one the router replaced or dismissed meanwhile) changes nothing and tells nobody.
@preconcurrency
@MainActor
public final class RIBPresentation: RIBNavigationModel {
  /// How a presented RIB covers its presenter.
  public enum Style: Sendable, Hashable {
    /// A sheet, which the user can drag down.
    case sheet
    /// A full-screen cover; a renderer that has none (macOS, the terminal) shows a sheet.
    case fullScreenCover
    /// A popover, anchored to the presenter's view; where there is none (tvOS, watchOS, the
    /// terminal) a sheet. On a compact width iOS shows it as a sheet too.
    case popover
  }

  /// The router that attaches the presented router; it usually owns the presentation.
  public package(set) weak var host: (any Routing)?
  /// Told about the router detached because the user dismissed its view.
  public package(set) weak var listener: (any UserNavigationListener)?
  private var presented: RIBScreen?
  private var presentedStyle = Style.sheet
  private var renderers = NavigationRenderers()

  /// Creates a presentation with nothing presented.
  ///
  /// A router that owns its presentation makes it lazily, once `self` can be passed:
  /// `private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the presented router.
  ///   - listener: Told about the router detached because the user dismissed its view.
  public convenience init(host: any Routing, listener: any UserNavigationListener) {
    self.init()
    self.host = host
    self.listener = listener
  }

  /// Creates a presentation whose host and listener are set later, for the models that keep the
  /// API in which they were assigned (RIBsSwiftUI's `RouterPresentation`).
  package init() {}

  /// The presented RIB's screen; `nil` if nothing is presented.
  public var screen: RIBScreen? { presented }

  /// The presented router; `nil` if nothing is presented.
  public var router: (any Routing)? { presented?.router }

  /// The presented RIB's screen, if any.
  public var shownScreens: [RIBScreen] { screen.map { [$0] } ?? [] }

  /// The presented RIB's style and route.
  public var places: [ObjectIdentifier: RIBPlace] {
    guard let presented else { return [:] }
    return [
      ObjectIdentifier(presented.router):
        RIBPlace(.presented(presentedStyle), route: presented.routeDescription)
    ]
  }

  /// How the presented RIB is shown; `nil` if nothing is presented.
  public var style: Style? { presented == nil ? nil : presentedStyle }

  /// The presented RIB's screen if it is presented in `style`, as a renderer binds one kind of
  /// presentation (`.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`) to it.
  ///
  /// - Parameter style: A way of presenting.
  /// - Returns: The screen, or `nil`.
  public func screen(presentedAs style: Style) -> RIBScreen? {
    presentedStyle == style ? screen : nil
  }

  // MARK: The router's changes

  /// Detaches the RIB presented, if any, then attaches `router` and presents its view.
  ///
  /// - Parameters:
  ///   - router: A router that is not presented yet: a ``ViewableRouting``, whose view every
  ///     renderer can show.
  ///   - route: The route the screen is presented for, which its ``RIBScreen`` carries and a
  ///     ``RIBNavigationState`` saves; `nil` for a screen that is not saved.
  ///   - style: How to present it.
  ///   - animated: Whether the renderer animates the presentation.
  public func present(
    _ router: any ViewableRouting, route: (any RIBRoute)? = nil, style: Style = .sheet,
    animated: Bool = true
  ) {
    presentRouter(router, route: route, style: style, animated: animated)
  }

  /// Presents a router that may have no ``ViewControllable`` (RIBsSwiftUI's `SwiftUIRouting`), for
  /// the models that keep the API in which any router was presented (RIBsSwiftUI's
  /// `RouterPresentation`).
  package func presentRouter(
    _ router: any Routing, route: (any RIBRoute)? = nil, style: Style, animated: Bool
  ) {
    guard let host else {
      return NavigationHostMissing.report("RIBPresentation", "present \(type(of: router))")
    }
    guard presented?.router !== router else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: router)) was presented while it is presented already; nothing changed.")
    }
    if let replaced = exchange(&presented, with: nil) {
      host.detachChildIfAttached(replaced.router)
    }
    // Its identity is given first, so that a screen it shows as it loads, for an equal route,
    // does not take the identity being restored for it.
    let id = RIBScreen.ID.forScreen(showing: route)
    if host.attachChildToShow(router) {
      presented = RIBScreen(router, route: route, id: id)
      presentedStyle = style
    }
    renderers.send(.byRouter(animated: animated))
  }

  /// Detaches the presented router, if there is one.
  ///
  /// - Parameter animated: Whether the renderer animates the dismissal.
  public func dismiss(animated: Bool = true) {
    guard let dismissed = exchange(&presented, with: nil) else { return }
    host?.detachChildIfAttached(dismissed.router)
    renderers.send(.byRouter(animated: animated))
  }

  // MARK: The renderer's side

  /// The user dismissed `screen` (a sheet dragged down, `dismiss()` from the environment,
  /// `:back`): its router is detached, and the ``listener`` is told.
  ///
  /// A screen that is not the one presented (the router replaced or dismissed it meanwhile)
  /// changes nothing and tells nobody.
  ///
  /// - Parameter screen: The identity of the screen the user dismissed.
  public func userDidDismiss(_ screen: RIBScreen.ID) {
    guard let shown = presented, shown.id == screen else { return }
    presented = nil
    host?.detachChildIfAttached(shown.router)
    renderers.send(.byUser)
    listener?.userDidDismiss([shown])
  }

  /// Calls `render` after every change of the presentation, until the observation is cancelled:
  /// how a renderer follows it.
  ///
  /// - Parameter render: Draws the presentation as it is now, given what changed it.
  /// - Returns: The observation; cancel it when the view goes away.
  public func addRenderer(
    _ render: @escaping @MainActor (RIBNavigationChange) -> Void
  ) -> RIBsObservation {
    let id = renderers.add(render)
    return RIBsObservation { [weak self] in self?.renderers.remove(id) }
  }
}
