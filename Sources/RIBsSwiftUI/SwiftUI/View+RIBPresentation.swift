#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  extension View {
    /// Presents the RIB of `presentation` (a `RIBPresentation`, RIBsNavigation) above this view, as a sheet,
    /// a full-screen cover or a popover anchored to this view.
    ///
    /// ```swift
    /// FinanceHomeView(state: state)
    ///   .ribPresentation(presentation)
    /// ```
    ///
    /// A sheet the user drags down, or `dismiss()` from the presented view's environment, reports
    /// the screen dismissed to the presentation, which detaches its router and tells its listener.
    /// A report SwiftUI makes after the router presented another RIB changes nothing. macOS has no
    /// full-screen cover, tvOS and watchOS no popover: there, each is a sheet.
    ///
    /// - Parameter presentation: The presented RIB's state.
    /// - Returns: This view, presenting.
    @MainActor
    public func ribPresentation(_ presentation: RIBPresentation) -> some View {
      RIBPresentingView(content: self, rendering: NavigationModelRendering(presentation))
        .id(ObjectIdentifier(presentation))
    }
  }

  /// A view with the presented RIB above it, drawn again after every change of the presentation.
  @MainActor
  struct RIBPresentingView<Content: View>: View {
    let content: Content
    @StateObject private var rendering: NavigationModelRendering<RIBPresentation>

    init(
      content: Content,
      rendering: @autoclosure @escaping () -> NavigationModelRendering<RIBPresentation>
    ) {
      self.content = content
      _rendering = StateObject(wrappedValue: rendering())
    }

    var body: some View {
      #if os(macOS)
        content
          .sheet(item: screen(presentedAs: .sheet)) { screen in screen.view }
          .sheet(item: screen(presentedAs: .fullScreenCover)) { screen in screen.view }
          .popover(item: screen(presentedAs: .popover)) { screen in screen.view }
      #elseif os(tvOS) || os(watchOS)
        content
          .sheet(item: screen(presentedAs: .sheet)) { screen in screen.view }
          .fullScreenCover(item: screen(presentedAs: .fullScreenCover)) { screen in screen.view }
          .sheet(item: screen(presentedAs: .popover)) { screen in screen.view }
      #else
        content
          .sheet(item: screen(presentedAs: .sheet)) { screen in screen.view }
          .fullScreenCover(item: screen(presentedAs: .fullScreenCover)) { screen in screen.view }
          .popover(item: screen(presentedAs: .popover)) { screen in screen.view }
      #endif
    }

    /// The screen presented in `style`; `nil` set by SwiftUI is a dismissal of the screen the
    /// binding was made for.
    private func screen(presentedAs style: RIBPresentation.Style) -> Binding<RIBScreen?> {
      let presentation = rendering.model
      let shown = presentation.screen(presentedAs: style)?.id
      return Binding(
        get: { @MainActor in presentation.screen(presentedAs: style) },
        set: { @MainActor screen in
          if screen == nil, let shown { presentation.userDidDismiss(shown) }
        })
    }
  }
#endif
