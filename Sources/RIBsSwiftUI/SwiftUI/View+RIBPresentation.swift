#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  extension View {
    /// Presents the RIB of `presentation` (a `RIBPresentation`'s rendering, RIBsNavigation) above
    /// this view, as a sheet, a full-screen cover or a popover anchored to this view.
    ///
    /// ```swift
    /// FinanceHomeView(state: state)
    ///   .ribPresentation(presentation)
    /// ```
    ///
    /// A sheet the user drags down, or `dismiss()` from the presented view's environment, reports
    /// the screen dismissed to the presentation, which detaches its router and tells its listener.
    /// A report SwiftUI makes after the router presented another RIB changes nothing. A dialog the
    /// host shows while its RIB is presented is drawn over the presented RIB, as SwiftUI requires.
    /// macOS has no full-screen cover, tvOS and watchOS no popover: there, each is a sheet.
    ///
    /// - Parameter presentation: The presented RIB's state.
    /// - Returns: This view, presenting.
    @MainActor
    public func ribPresentation(_ presentation: RIBPresentation.Rendering) -> some View {
      RIBPresentingView(content: self, observer: RenderingObserver(presentation))
        .id(presentation.id)
    }
  }

  /// A view with the presented RIB above it, drawn again after every change of the presentation.
  @MainActor
  struct RIBPresentingView<Content: View>: View {
    let content: Content
    @StateObject private var observer: RenderingObserver<RIBPresentation.Rendering>

    init(
      content: Content,
      observer: @autoclosure @escaping () -> RenderingObserver<RIBPresentation.Rendering>
    ) {
      self.content = content
      _observer = StateObject(wrappedValue: observer())
    }

    var body: some View {
      #if os(macOS)
        content
          .sheet(item: screen(presentedAs: .sheet), content: presented)
          .sheet(item: screen(presentedAs: .fullScreenCover), content: presented)
          .popover(item: screen(presentedAs: .popover), content: presented)
      #elseif os(tvOS) || os(watchOS)
        content
          .sheet(item: screen(presentedAs: .sheet), content: presented)
          .fullScreenCover(item: screen(presentedAs: .fullScreenCover), content: presented)
          .sheet(item: screen(presentedAs: .popover), content: presented)
      #else
        content
          .sheet(item: screen(presentedAs: .sheet), content: presented)
          .fullScreenCover(item: screen(presentedAs: .fullScreenCover), content: presented)
          .popover(item: screen(presentedAs: .popover), content: presented)
      #endif
    }

    /// The presented RIB's view, with the dialogs the host shows over it.
    @MainActor private func presented(_ screen: RIBScreen) -> some View {
      RIBDialogsView(
        content: screen.view, observer: RenderingObserver(observer.rendering.dialogs),
        over: screen.id)
    }

    /// The screen presented in `style`; `nil` set by SwiftUI is a dismissal of the screen the
    /// binding was made for.
    @MainActor private func screen(presentedAs style: RIBPresentation.Style) -> Binding<RIBScreen?>
    {
      let presentation = observer.rendering
      let shown = presentation.screen(presentedAs: style)?.id
      return Binding(
        get: { @MainActor in presentation.screen(presentedAs: style) },
        set: { @MainActor screen in
          if screen == nil, let shown { presentation.userDidDismiss(shown) }
        })
    }
  }
#endif
