import RIBs

/// An alert or a confirmation dialog, as data.
///
/// A title, a message and buttons, each with the action it reports. Shown by a
/// ``RIBDialogPresentation``, drawn by a renderer (SwiftUI's `.alert` and `.confirmationDialog`, a
/// `UIAlertController`, the terminal), and compared in a test on Linux.
///
/// ```swift
/// enum CardAction: Hashable, Sendable { case remove(PaymentMethod.ID), keep }
///
/// let question = RIBDialog<CardAction>(
///   .confirmationDialog, title: "Remove Visa ****1111?",
///   message: "It will no longer top up your balance.",
///   buttons: [
///     .init("Remove", role: .destructive, action: .remove(card.id)),
///     .init("Keep", role: .cancel, action: .keep),
///   ])
/// ```
public struct RIBDialog<Action: Hashable & Sendable>: Hashable, Sendable {
  /// A button of a dialog.
  public struct Button: Hashable, Sendable {
    /// The button's title.
    public var title: String
    /// What the button means, if anything special.
    public var role: RIBDialogButtonRole?
    /// What the listener hears when the user picks the button.
    public var action: Action

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: What the button means, if anything special.
    ///   - action: What the listener hears when the user picks the button.
    public init(_ title: String, role: RIBDialogButtonRole? = nil, action: Action) {
      self.title = title
      self.role = role
      self.action = action
    }
  }

  /// How the dialog is shown.
  public var style: RIBDialogStyle
  /// The dialog's title.
  public var title: String
  /// The text below the title, if any.
  public var message: String?
  /// The buttons, in the order they are shown.
  public var buttons: [Button]

  /// Creates a dialog.
  ///
  /// - Parameters:
  ///   - style: How the dialog is shown.
  ///   - title: The dialog's title.
  ///   - message: The text below the title, if any.
  ///   - buttons: The buttons, in the order they are shown; at least one.
  public init(_ style: RIBDialogStyle, title: String, message: String? = nil, buttons: [Button]) {
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The button with the ``RIBDialogButtonRole/cancel`` role, if any.
  public var cancelButton: Button? { buttons.first { $0.role == .cancel } }
}

/// How a dialog is shown.
public enum RIBDialogStyle: Sendable, Hashable {
  /// An alert, in the middle of the screen: a question or a problem the user must answer.
  case alert
  /// A confirmation dialog (an action sheet on iOS): choices about what the user just did.
  case confirmationDialog
}

/// What a dialog's button means, which a renderer shows: a destructive button in red, the cancel
/// button apart.
public enum RIBDialogButtonRole: Sendable, Hashable {
  /// Cancels: a renderer shows it apart, and reports it when the user dismisses the dialog in a
  /// way that means cancel (tapping outside an action sheet on iPad, `:back` in the terminal).
  case cancel
  /// Deletes or undoes something: a renderer shows it as such.
  case destructive
}
