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
/// final class FinanceHomeRouter: ViewableRouter<…>, FinanceHomeRouting {
///   private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)
///
///   override func didLoad() {
///     super.didLoad()
///     viewController.draw(presentation.rendering)
///   }
///
///   func attachTopup() { presentation.present(topupBuilder.build(withListener: interactor)) }
///   func detachTopup() { presentation.dismiss() }
/// }
/// ```
///
/// ## The contract
/// - A host presents one thing at a time, as UIKit and SwiftUI do. ``present(_:route:style:animated:)``
///   detaches the RIB this presentation presented before, if any, so that it resigns before the
///   new one becomes active, then attaches the router and shows it in its place. A router
///   presented already changes nothing and is reported to `RIBsDiagnostics` as
///   `invalidNavigation`; so does a present while another presentation of the host presents a RIB,
///   or while the host shows a dialog (answer or dismiss it first). One its parent refuses
///   (attached elsewhere) is reported as the tree reports it, and nothing is presented.
/// - A dialog the host shows while a RIB is presented is presented over that RIB
///   (``RIBDialogRendering/presentedOver``); it goes with the RIB, unanswered, when the RIB is
///   dismissed.
/// - ``dismiss(animated:)`` detaches the presented router; with nothing presented it changes
///   nothing, so a router that dismisses what the user dismissed first detaches nothing twice.
/// - A presented router the host detached directly is dismissed, and the renderers are told.
/// - ``Rendering/userDidDismiss(_:)``, the renderer's report of a sheet dragged down, `dismiss()`
///   from the environment or the terminal's `:back`, names the screen the user dismissed: its
///   router is detached and the listener is told, once. A report that names a screen no longer
///   presented (one the router replaced or dismissed meanwhile) changes nothing and tells nobody.
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

  /// The presentation as its renderers see it: what to draw and what the user did.
  public var rendering: Rendering { Rendering(self) }

  /// The presented RIB's screen; `nil` if nothing is presented.
  public var screen: RIBScreen? { presented?.screen }

  /// The presented router; `nil` if nothing is presented.
  public var router: (any ViewableRouting)? { presented?.screen.router }

  /// How the presented RIB is shown; `nil` if nothing is presented.
  public var style: Style? { presented?.style }

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
    if let reason = refusal(toPresent: router) {
      return RIBsDiagnostics.report(.invalidNavigation, reason + "; nothing changed.")
    }
    if let replaced = presented.take() { detach(replaced.screen) }
    // Numbered first, so that the screens it shows as it loads come after it.
    if let screen = makeScreen(showing: router, route: route, toDo: "present \(type(of: router))"),
      attach(screen, toDo: "present \(type(of: router))")
    {
      presented = (screen, style)
    }
    setPresenting(animated: animated)
    render(.byRouter(animated: animated))
  }

  /// Detaches the presented router, if there is one.
  ///
  /// - Parameter animated: Whether the renderer animates the dismissal.
  public func dismiss(animated: Bool = true) {
    guard let dismissed = presented.take() else { return }
    detach(dismissed.screen)
    setPresenting(animated: animated)
    render(.byRouter(animated: animated))
  }

  // MARK: What the user did

  /// The user dismissed `screen`: see ``Rendering/userDidDismiss(_:)``.
  func userDidDismiss(_ screen: RIBScreen.ID) {
    applyUserAction(madeFor: screen) {
      guard let dismissed = presented.take() else { return nil }
      detach(dismissed.screen)
      setPresenting(animated: false)
      return [dismissed.screen]
    }
  }

  /// A presented router the host detached directly is dismissed.
  @_spi(NavigationModels)
  public override func removeDetached(_ screen: RIBScreen) -> [RIBScreen] {
    guard presented?.screen == screen else { return [] }
    presented = nil
    setPresenting(animated: true)
    return []
  }

  // MARK: Private

  /// Why `router` cannot be presented now, if it cannot.
  private func refusal(toPresent router: any ViewableRouting) -> String? {
    if presented?.screen.router === router {
      return "\(type(of: router)) was presented while it is presented already"
    }
    guard let host else { return nil }
    let registry = NavigationRegistry.of(host)
    if let other = registry.presenter(other: self), let shown = other.shownScreens.first {
      return "\(type(of: host)) presents \(type(of: shown.router)) already, through another "
        + "RIBPresentation, and a host presents one thing at a time: dismiss it before presenting "
        + "\(type(of: router))"
    }
    if registry.dialogShower(other: self) != nil {
      return "\(type(of: host)) shows a dialog, and a RIB is not presented over a dialog: answer "
        + "or dismiss it before presenting \(type(of: router))"
    }
    return nil
  }

  /// Tells the host whether this presentation presents a RIB now.
  private func setPresenting(animated: Bool) {
    guard let host else { return }
    NavigationRegistry.of(host).setPresenting(self, presented != nil, animated: animated)
  }
}
