#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  extension View {
    /// Shows the dialog of `dialogs` (a `RIBDialogPresentation`, RIBsNavigation) over this view: an
    /// `.alert`, or a `.confirmationDialog` with its title visible.
    ///
    /// ```swift
    /// ProfileHomeView(state: state)
    ///   .ribDialogs(dialogs)
    /// ```
    ///
    /// A button reports its action to the presentation, for the dialog it was drawn for, and the
    /// presentation tells its listener. A dialog SwiftUI dismisses without a button reports
    /// nothing; one the router replaced meanwhile is not answered.
    ///
    /// - Parameter dialogs: The dialog shown, as state.
    /// - Returns: This view, showing the dialog.
    @MainActor
    public func ribDialogs<Action: Hashable & Sendable>(_ dialogs: RIBDialogPresentation<Action>)
      -> some View
    {
      RIBDialogsView(content: self, rendering: NavigationModelRendering(dialogs))
        .id(ObjectIdentifier(dialogs))
    }
  }

  /// A view with the dialog shown over it, drawn again after every change of the presentation.
  @MainActor
  struct RIBDialogsView<Content: View, Action: Hashable & Sendable>: View {
    typealias Shown = RIBDialogPresentation<Action>.Shown

    let content: Content
    @StateObject private var rendering: NavigationModelRendering<RIBDialogPresentation<Action>>

    init(
      content: Content,
      rendering:
        @autoclosure @escaping () -> NavigationModelRendering<
          RIBDialogPresentation<Action>
        >
    ) {
      self.content = content
      _rendering = StateObject(wrappedValue: rendering())
    }

    var body: some View {
      let dialogs = rendering.model
      let alert = dialogs.shown(as: .alert)
      let question = dialogs.shown(as: .confirmationDialog)
      content
        .alert(
          Text(verbatim: alert?.dialog.title ?? ""), isPresented: isPresented(alert),
          presenting: alert, actions: buttons, message: message
        )
        .confirmationDialog(
          Text(verbatim: question?.dialog.title ?? ""), isPresented: isPresented(question),
          titleVisibility: .visible, presenting: question, actions: buttons, message: message)
    }

    /// Whether `shown` is on screen; `false` set by SwiftUI is a dismissal of that dialog.
    private func isPresented(_ shown: Shown?) -> Binding<Bool> {
      let dialogs = rendering.model
      return Binding(
        get: { @MainActor in shown != nil && dialogs.shown?.id == shown?.id },
        set: { @MainActor isPresented in
          if !isPresented, let shown { dialogs.userDidDismiss(shown.id) }
        })
    }

    /// The dialog's buttons, each reporting its action for the dialog it was drawn for.
    @ViewBuilder private func buttons(_ shown: Shown) -> some View {
      let dialogs = rendering.model
      ForEach(Array(shown.dialog.buttons.enumerated()), id: \.offset) { _, button in
        Button(button.title, role: Self.role(of: button)) {
          dialogs.userDidChoose(button.action, in: shown.id)
        }
      }
    }

    @ViewBuilder private func message(_ shown: Shown) -> some View {
      if let message = shown.dialog.message { Text(verbatim: message) }
    }

    private static func role(of button: RIBDialog<Action>.Button) -> ButtonRole? {
      switch button.role {
      case .cancel: .cancel
      case .destructive: .destructive
      case nil: nil
      }
    }
  }
#endif
