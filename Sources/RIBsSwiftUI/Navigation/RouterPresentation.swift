import Observation
import RIBs

/// The state of a child RIB presented modally, as a sheet or a full-screen cover: presenting a
/// router attaches it; dismissing it detaches it; a sheet the user drags down detaches its router.
///
/// A plain `@Observable` object, owned by the RIB that presents (usually its router), and the same
/// on every platform: the router drives it, SwiftUI binds to ``sheet`` and ``fullScreenCover``
/// (through `View.ribPresentation(_:)` or `.sheet(item:)` and `.fullScreenCover(item:)`), and a
/// test drives it on Linux.
///
/// ```swift
/// func routeToTopup() { presentation.present(topupBuilder.build(withListener: interactor)) }
/// func routeAwayFromTopup() { presentation.dismiss() }
/// ```
///
/// One RIB is presented at a time: presenting another dismisses the first (detaching it), then
/// presents the new one. When the user dismisses the view (drags a sheet down, `dismiss()` from the
/// environment), SwiftUI sets the binding to `nil`: the router is detached and the ``listener`` is
/// told. Dismissing when nothing is presented changes nothing, so a router that dismisses what the
/// user dismissed first does not detach it twice.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency
@MainActor
@Observable
public final class RouterPresentation {
  /// How a presented RIB covers its presenter.
  public enum Style: Sendable, Hashable {
    /// A sheet, which the user can drag down.
    case sheet
    /// A full-screen cover (a sheet on macOS, which has none).
    case fullScreenCover
  }

  /// The presented router, and how it is presented; `nil` if nothing is.
  public private(set) var presented: (router: any Routing, style: Style)?
  /// The router that attaches the presented router; it usually owns the presentation.
  @ObservationIgnored public weak var host: (any Routing)?
  /// Told about the router detached because the user dismissed its view.
  @ObservationIgnored public weak var listener: (any UserNavigationListener)?

  /// Creates a presentation with nothing presented.
  ///
  /// - Parameter host: The router that attaches the presented router; set it later when the host
  ///   is the router that owns the presentation.
  public init(host: (any Routing)? = nil) {
    self.host = host
  }

  /// The router presented as a sheet, as `.sheet(item:)` binds to it.
  ///
  /// Setting `nil` is a dismissal by the user.
  public var sheet: RIBScreen? {
    get { screen(presentedAs: .sheet) }
    set { userDidSet(newValue, for: .sheet) }
  }

  /// The router presented as a full-screen cover, as `.fullScreenCover(item:)` binds to it.
  ///
  /// Setting `nil` is a dismissal by the user.
  public var fullScreenCover: RIBScreen? {
    get { screen(presentedAs: .fullScreenCover) }
    set { userDidSet(newValue, for: .fullScreenCover) }
  }

  /// Attaches `router` to the host and presents its view, dismissing what was presented first.
  ///
  /// - Parameters:
  ///   - router: A router that is not presented yet.
  ///   - style: How to present it.
  public func present(_ router: any Routing, style: Style = .sheet) {
    guard let host else {
      return NavigationHostMissing.report("RouterPresentation", "present \(type(of: router))")
    }
    if let presented {
      guard presented.router !== router else {
        return RIBsDiagnostics.report(
          .invalidNavigation,
          "\(type(of: router)) was presented while it is presented already; nothing changed.")
      }
      dismiss()
    }
    guard host.attachChildToShow(router) else { return }
    presented = (router, style)
  }

  /// Detaches the presented router, if there is one.
  public func dismiss() {
    guard let router = presented?.router else { return }
    presented = nil
    host?.detachChildIfAttached(router)
  }

  // MARK: Private

  private func screen(presentedAs style: Style) -> RIBScreen? {
    guard let presented, presented.style == style else { return nil }
    return RIBScreen(presented.router)
  }

  private func userDidSet(_ screen: RIBScreen?, for style: Style) {
    let current = self.screen(presentedAs: style)
    guard screen != current else { return }
    guard screen == nil, let router = current?.router else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "A view set the presented \(style) to a screen the presentation did not make; only a "
          + "router presents, through present(_:style:). Nothing changed.")
    }
    dismiss()
    listener?.userDidDismiss([router])
  }
}
