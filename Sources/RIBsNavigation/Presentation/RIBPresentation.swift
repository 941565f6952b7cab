import RIBs

/// A child RIB presented over its presenter, as a sheet, a full-screen cover or a popover:
/// presenting a router attaches it and shows its view; dismissing it detaches it; a view the user
/// dismisses detaches its router.
///
/// The presentation state of a RIB, the same on every platform: the RIB's router hosts it and
/// drives it, a renderer draws it and hands it what the user did (RIBsSwiftUI's
/// `View.ribPresentation(_:)`, RIBsUIKit's `RIBModalPresenter`, the terminal), and a test drives it
/// on Linux.
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
///   router and shows it in its place. A router presented already changes nothing and is reported
///   to `RIBsDiagnostics` as `invalidNavigation`; one its parent refuses (attached elsewhere) is
///   reported as the tree reports it, and nothing is presented.
/// - ``dismiss(animated:)`` detaches the presented router; with nothing presented it changes
///   nothing, so a router that dismisses what the user dismissed first detaches nothing twice.
/// - A presented router the host detached directly is dismissed, and the renderers are told.
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

  private var presented: (screen: RIBScreen, style: Style)?

  /// Creates a presentation with nothing presented, hosted by `host`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the presented router.
  ///   - listener: Told about the router detached because the user dismissed its view.
  public init(host: any RIBNavigationHost, listener: any UserNavigationListener) {
    super.init(host: host, listener: listener)
  }

  /// The presented RIB's screen; `nil` if nothing is presented.
  public var screen: RIBScreen? { presented?.screen }

  /// The presented router; `nil` if nothing is presented.
  public var router: (any ViewableRouting)? { presented?.screen.router }

  /// How the presented RIB is shown; `nil` if nothing is presented.
  public var style: Style? { presented?.style }

  /// The presented RIB's screen if it is presented in `style`, as a renderer binds one kind of
  /// presentation (`.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`) to it.
  ///
  /// - Parameter style: A way of presenting.
  /// - Returns: The screen, or `nil`.
  public func screen(presentedAs style: Style) -> RIBScreen? {
    presented?.style == style ? presented?.screen : nil
  }

  /// The presented screen's identity.
  public override var showing: RIBScreen.ID? { presented?.screen.id }

  /// The presented RIB's screen, if any.
  public override var shownScreens: [RIBScreen] { screen.map { [$0] } ?? [] }

  /// The presented RIB's style and route.
  public override var places: [ObjectIdentifier: RIBPlace] {
    guard let presented else { return [:] }
    return [
      ObjectIdentifier(presented.screen.router):
        RIBPlace(.presented(presented.style), route: presented.screen.routeDescription)
    ]
  }

  // MARK: The router's changes

  /// Detaches the RIB presented, if any, then attaches `router` and presents its view.
  ///
  /// - Parameters:
  ///   - router: A router that is not presented yet.
  ///   - route: The route the screen is presented for, which its ``RIBScreen`` carries and a
  ///     ``RIBNavigationState`` saves; `nil` for a screen that is not saved.
  ///   - style: How to present it.
  ///   - animated: Whether the renderer animates the presentation.
  public func present(
    _ router: any ViewableRouting, route: (any RIBRoute)? = nil, style: Style = .sheet,
    animated: Bool = true
  ) {
    guard presented?.screen.router !== router else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: router)) was presented while it is presented already; nothing changed.")
    }
    if let replaced = presented.take() { detach(replaced.screen.router) }
    // Numbered first, so that the screens it shows as it loads come after it.
    let screen = makeScreen(showing: router, route: route)
    if attach(router, toDo: "present \(type(of: router))") {
      presented = (screen, style)
    }
    render(.byRouter(animated: animated))
  }

  /// Detaches the presented router, if there is one.
  ///
  /// - Parameter animated: Whether the renderer animates the dismissal.
  public func dismiss(animated: Bool = true) {
    guard let dismissed = presented.take() else { return }
    detach(dismissed.screen.router)
    render(.byRouter(animated: animated))
  }

  // MARK: The renderer's side

  /// The user dismissed `screen` (a sheet dragged down, `dismiss()` from the environment,
  /// `:back`): its router is detached, and the listener is told.
  ///
  /// A screen that is not the one presented (the router replaced or dismissed it meanwhile)
  /// changes nothing and tells nobody.
  ///
  /// - Parameter screen: The identity of the screen the user dismissed.
  public func userDidDismiss(_ screen: RIBScreen.ID) {
    guard isCurrent(screen), let dismissed = presented.take() else { return }
    detach(dismissed.screen.router)
    userDidTakeAway([dismissed.screen])
  }

  /// A presented router the host detached directly is dismissed.
  public override func routerDidDetach(_ child: any Routing) {
    guard presented?.screen.router === child else { return }
    presented = nil
    render(.byRouter(animated: true))
  }
}
