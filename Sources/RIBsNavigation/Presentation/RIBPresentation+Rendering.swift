import RIBs

extension RIBPresentation {
  /// A presentation as its renderers see it: the screen to present, how, the changes, and the
  /// user's dismissal.
  ///
  /// What a router hands the view that presents for it (``RIBPresentation/rendering``):
  /// RIBsUIKit's `RIBModalPresenter`, RIBsSwiftUI's `ribPresentation(_:)`, the terminal, or a
  /// ``RIBModalRenderer`` of an app's own. It cannot present, dismiss or attach.
  @preconcurrency
  @MainActor
  public struct Rendering: RIBNavigationRendering {
    private let presentation: RIBPresentation
    /// The presentation's identity.
    public nonisolated let id: ObjectIdentifier

    init(_ presentation: RIBPresentation) {
      self.presentation = presentation
      id = ObjectIdentifier(presentation)
    }

    /// The presented RIB's screen; `nil` if nothing is presented.
    public var screen: RIBScreen? { presentation.screen }

    /// How the presented RIB is shown; `nil` if nothing is presented.
    public var style: Style? { presentation.style }

    /// The presented RIB's screen if it is presented in `style`, as a renderer binds one kind of
    /// presentation (`.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`) to it.
    ///
    /// - Parameter style: A way of presenting.
    /// - Returns: The screen, or `nil`.
    public func screen(presentedAs style: Style) -> RIBScreen? {
      presentation.style == style ? presentation.screen : nil
    }

    /// The dialogs of the host, which show a dialog over the presented RIB while it is presented
    /// (``RIBDialogRendering/presentedOver``): for a renderer that draws the presented RIB's view
    /// itself, such as SwiftUI's sheet, where the dialog is drawn.
    public var dialogs: [RIBDialogRendering] {
      guard let host = presentation.host else { return [] }
      return NavigationRegistry.of(host).dialogModels.map(\.dialogRendering)
    }

    /// The presented screen's identity.
    public var showing: RIBScreen.ID? { presentation.showing }

    /// Calls `render` with `renderer` after every change of the presentation.
    ///
    /// - Parameters:
    ///   - renderer: The object that draws the presentation, held weakly.
    ///   - render: Draws the presentation as it is now, given what changed it.
    /// - Returns: The observation; cancel it to stop earlier.
    @discardableResult
    public func addRenderer<Renderer: AnyObject>(
      _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
    ) -> RIBsObservation {
      presentation.addRenderer(renderer, render: render)
    }

    /// The user dismissed `screen` (a sheet dragged down, `dismiss()` from the environment,
    /// `:back`): its router is detached, and the listener is told.
    ///
    /// A screen that is not the one presented (the router replaced or dismissed it meanwhile)
    /// changes nothing and tells nobody.
    ///
    /// - Parameter screen: The identity of the screen the user dismissed.
    public func userDidDismiss(_ screen: RIBScreen.ID) {
      presentation.userDidDismiss(screen)
    }

    /// The user asked, through a view of the presentation, to show `route`: the nearest router
    /// that handles its type, from the presented RIB's to the host, shows it.
    ///
    /// - Parameter route: What the view asked for.
    /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
    @discardableResult
    public func userDidRequest<Route: RIBRoute>(_ route: Route) -> String? {
      presentation.userDidRequest(route)
    }
  }
}
