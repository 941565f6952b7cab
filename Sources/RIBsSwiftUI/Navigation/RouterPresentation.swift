import Observation
import RIBs

/// A `RIBPresentation` (RIBs) that SwiftUI observes: a child RIB presented as a sheet or a
/// full-screen cover, with the presentation's contract.
///
/// An `@Observable` object, owned by the RIB that presents (usually its router), for code written
/// before the presentation moved to the core: `View.ribPresentation(_:)` draws the core's
/// `RIBPresentation` from iOS 16, and its host and listener are given when it is made. This object
/// keeps the API in which they are assigned afterwards, over its ``model``.
///
/// ```swift
/// func routeToTopup() { presentation.present(topupBuilder.build(withListener: interactor)) }
/// func routeAwayFromTopup() { presentation.dismiss() }
/// ```
///
/// One RIB is presented at a time: presenting another detaches the first, then attaches the new
/// one. When the user dismisses the view (drags a sheet down, `dismiss()` from the
/// environment), SwiftUI sets the binding to `nil`: the router is detached and the ``listener`` is
/// told. Dismissing when nothing is presented changes nothing, so a router that dismisses what the
/// user dismissed first does not detach it twice.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency
@MainActor
@Observable
public final class RouterPresentation {
  /// How a presented RIB covers its presenter.
  public typealias Style = RIBPresentation.Style

  /// The platform-neutral presentation this object makes observable.
  @ObservationIgnored public let model = RIBPresentation()
  /// Counts the model's changes, so that reading the presentation through this object tracks them.
  private var revision = 0
  @ObservationIgnored private var rendering: RIBsObservation?

  /// Creates a presentation with nothing presented.
  ///
  /// - Parameter host: The router that attaches the presented router; set it later when the host
  ///   is the router that owns the presentation.
  public init(host: (any Routing)? = nil) {
    model.host = host
    rendering = model.addRenderer { [weak self] _ in self?.revision &+= 1 }
  }

  /// The router that attaches the presented router; it usually owns the presentation.
  public var host: (any Routing)? {
    get { model.host }
    set { model.host = newValue }
  }

  /// Told about the router detached because the user dismissed its view.
  public var listener: (any UserNavigationListener)? {
    get { model.listener }
    set { model.listener = newValue }
  }

  /// The presented router, and how it is presented; `nil` if nothing is.
  public var presented: (router: any Routing, style: Style)? {
    _ = revision
    guard let router = model.router, let style = model.style else { return nil }
    return (router, style)
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

  /// Detaches the RIB presented, if any, then attaches `router` to the host and presents its
  /// view, as `RIBPresentation.present(_:route:style:animated:)` does.
  ///
  /// - Parameters:
  ///   - router: A router that is not presented yet.
  ///   - style: How to present it.
  public func present(_ router: any Routing, style: Style = .sheet) {
    model.presentRouter(router, style: style, animated: true)
  }

  /// Detaches the presented router, if there is one.
  public func dismiss() {
    model.dismiss()
  }

  // MARK: Private

  private func screen(presentedAs style: Style) -> RIBScreen? {
    _ = revision
    return model.screen(presentedAs: style)
  }

  private func userDidSet(_ screen: RIBScreen?, for style: Style) {
    let shown = model.screen(presentedAs: style)
    guard screen != shown else { return }
    guard screen == nil, let shown else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "A view set the presented \(style) to a screen the presentation did not make; only a "
          + "router presents, through present(_:style:). Nothing changed.")
    }
    model.userDidDismiss(shown.id)
  }
}
