#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  extension View {
    /// Shows the dialog of `dialogs` (a `RIBDialogPresentation`'s rendering, RIBsNavigation) over
    /// this view: an `.alert`, or a `.confirmationDialog` with its title visible.
    ///
    /// ```swift
    /// ProfileHomeView(state: state)
    ///   .ribDialogs(dialogs)
    /// ```
    ///
    /// A button reports its place to the presentation, for the dialog it was drawn for, and the
    /// presentation tells its listener the button's action. A dialog SwiftUI dismisses without a
    /// button reports nothing; one the router replaced meanwhile is not answered. A dialog the host
    /// shows while it presents a RIB is drawn over that RIB by `ribPresentation(_:)`, not here.
    ///
    /// - Parameter dialogs: The dialog shown, as state.
    /// - Returns: This view, showing the dialog.
    @MainActor
    public func ribDialogs(_ dialogs: RIBDialogRendering) -> some View {
      RIBDialogsView(content: self, observer: RenderingObserver(dialogs), over: nil)
        .id(dialogs.id)
    }
  }

  /// A view with a dialog shown over it, drawn again after every change of the dialog
  /// presentations it follows: the dialog presented over this view (`over`), if any.
  @MainActor
  struct RIBDialogsView<Content: View>: View {
    typealias Shown = RIBDialogRendering.Shown

    let content: Content
    @StateObject private var observer: RenderingObserver<RIBDialogRendering>
    /// The presented screen this view is; `nil` for the host's own view.
    let over: RIBScreen.ID?

    init(
      content: Content,
      observer: @autoclosure @escaping () -> RenderingObserver<RIBDialogRendering>,
      over: RIBScreen.ID?
    ) {
      self.content = content
      _observer = StateObject(wrappedValue: observer())
      self.over = over
    }

    var body: some View {
      let dialogs = observer.renderings.first { $0.shown != nil && $0.presentedOver?.id == over }
      let alert = dialogs?.shown(as: .alert)
      let question = dialogs?.shown(as: .confirmationDialog)
      content
        .alert(
          Text(verbatim: alert?.title ?? ""), isPresented: isPresented(alert, of: dialogs),
          presenting: alert, actions: { buttons($0, of: dialogs) }, message: message
        )
        .confirmationDialog(
          Text(verbatim: question?.title ?? ""), isPresented: isPresented(question, of: dialogs),
          titleVisibility: .visible, presenting: question, actions: { buttons($0, of: dialogs) },
          message: message)
    }

    /// Whether `shown` is on screen; `false` set by SwiftUI is a dismissal of that dialog.
    @MainActor private func isPresented(_ shown: Shown?, of dialogs: RIBDialogRendering?)
      -> Binding<Bool>
    {
      Binding(
        get: { @MainActor in shown != nil && dialogs?.shown?.id == shown?.id },
        set: { @MainActor isPresented in
          if !isPresented, let shown { dialogs?.userDidDismiss(shown.id) }
        })
    }

    /// The dialog's buttons, each reporting its place for the dialog it was drawn for.
    @MainActor @ViewBuilder private func buttons(
      _ shown: Shown, of dialogs: RIBDialogRendering?
    ) -> some View {
      ForEach(Array(shown.buttons.enumerated()), id: \.offset) { index, button in
        Button(button.title, role: Self.role(of: button)) {
          dialogs?.userDidChoose(buttonAt: index, in: shown.id)
        }
      }
    }

    @ViewBuilder private func message(_ shown: Shown) -> some View {
      if let message = shown.message { Text(verbatim: message) }
    }

    private static func role(of button: RIBDialogRendering.Button) -> ButtonRole? {
      switch button.role {
      case .cancel: .cancel
      case .destructive: .destructive
      case nil: nil
      }
    }
  }
#endif
