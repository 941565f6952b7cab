#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension View {
    /// Presents the RIB of `presentation` above this view, as a sheet or a full-screen cover.
    ///
    /// ```swift
    /// FinanceHomeView(state: state)
    ///   .ribPresentation(presentation)
    /// ```
    ///
    /// A sheet the user drags down, or `dismiss()` from the presented view's environment, detaches
    /// the presented router and tells the presentation's listener. macOS has no full-screen cover:
    /// there, it is a sheet.
    ///
    /// - Parameter presentation: The presented RIB's state.
    /// - Returns: This view, presenting.
    public func ribPresentation(_ presentation: RouterPresentation) -> some View {
      RIBPresentingView(content: self, presentation: presentation)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct RIBPresentingView<Content: View>: View {
    let content: Content
    @Bindable var presentation: RouterPresentation

    var body: some View {
      #if os(macOS)
        content
          .sheet(item: $presentation.sheet) { screen in screen.view }
          .sheet(item: $presentation.fullScreenCover) { screen in screen.view }
      #else
        content
          .sheet(item: $presentation.sheet) { screen in screen.view }
          .fullScreenCover(item: $presentation.fullScreenCover) { screen in screen.view }
      #endif
    }
  }
#endif
