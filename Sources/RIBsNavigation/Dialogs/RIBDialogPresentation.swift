import RIBs

/// The alert or confirmation dialog a RIB shows, as state: showing a ``RIBDialog`` puts it on
/// screen, and the button the user picks is reported to the listener.
///
/// A dialog is data, not a RIB: nothing is attached. The RIB's router hosts the presentation, as it
/// hosts its other navigation models, and hands it to its view; a renderer draws it (RIBsSwiftUI's
/// `View.ribDialogs(_:)`, RIBsUIKit's `RIBDialogPresenter`, the terminal) and reports the button,
/// and a test answers it on Linux.
///
/// ```swift
/// final class ProfileHomeRouter: ViewableRouter<…>, ProfileHomeRouting {
///   private(set) lazy var dialogs = RIBDialogPresentation<CardAction>(
///     host: self, listener: interactor)
///
///   func askToRemove(_ card: PaymentMethod) {
///     dialogs.show(RIBDialog(.confirmationDialog, title: "Remove \(card.displayName)?", buttons: […]))
///   }
/// }
/// ```
///
/// ## The contract
/// - One dialog is shown at a time. ``show(_:animated:)`` puts a dialog in place of the one shown,
///   which is then never answered. A dialog without buttons (which the user could not close) is
///   not shown, and is reported to `RIBsDiagnostics` as `invalidNavigation`.
/// - ``dismiss(animated:)`` takes the dialog away unanswered; with none shown it changes nothing.
/// - ``userDidChoose(_:in:)``, the renderer's report of a button, names the showing of the dialog
///   it was made for: the dialog goes away and the ``dialogListener`` hears the button's action,
///   once. A report for a dialog that is no longer the last one shown (the router replaced or
///   dismissed it meanwhile), for one answered already, or with an action none of its buttons
///   has, changes nothing and tells nobody; the last is reported as `invalidNavigation`.
/// - ``userDidDismiss(_:)``, the report of a dialog that went away without a button, takes it off
///   the screen and tells nobody. SwiftUI may report the button after that: the dialog can still
///   be answered, once, until the router shows another or dismisses it.
@preconcurrency
@MainActor
public final class RIBDialogPresentation<Action: Hashable & Sendable>: RIBNavigationModel {
  /// A dialog as it is shown, with the identity a renderer reports the user's answer with.
  public struct Shown: Identifiable, Hashable, Sendable {
    /// This showing of the dialog, numbered as the host's models number what they show: showing
    /// the same dialog again gives another identity.
    public let id: RIBScreen.ID
    /// The dialog.
    public let dialog: RIBDialog<Action>
  }

  /// Told about the button the user picked.
  public private(set) weak var dialogListener: (any RIBDialogListener<Action>)?
  /// The dialog on screen; `nil` if none is.
  public private(set) var shown: Shown?
  /// The last dialog shown while it can still be answered: the dialog on screen, or one the user
  /// dismissed without a button, whose button SwiftUI may report after the dismissal.
  private var unanswered: Shown?

  /// Creates a presentation with no dialog shown, hosted by `host`.
  ///
  /// - Parameters:
  ///   - host: The router whose RIB shows the dialogs.
  ///   - listener: Told about the button the user picked: any listener of these actions, such as
  ///     an interactor typed by a protocol that refines `RIBDialogListener<Action>`.
  public init<Listener: RIBDialogListener>(host: any RIBNavigationHost, listener: Listener)
  where Listener.Action == Action {
    // Generic, not `any RIBDialogListener<Action>`: Swift cannot yet convert an existential of a
    // refining protocol (`any ProfileHomeInteractable`) to that type; it opens it here.
    dialogListener = listener
    super.init(host: host, listener: nil)
  }

  /// The identity of the dialog shown.
  public override var showing: RIBScreen.ID? { shown?.id }

  /// The dialog on screen; `nil` if none is.
  public var dialog: RIBDialog<Action>? { shown?.dialog }

  /// The dialog on screen if it is shown in `style`, as a renderer binds one kind of dialog
  /// (`.alert`, `.confirmationDialog`) to it.
  ///
  /// - Parameter style: A way of showing a dialog.
  /// - Returns: The dialog as shown, or `nil`.
  public func shown(as style: RIBDialog<Action>.Style) -> Shown? {
    shown?.dialog.style == style ? shown : nil
  }

  // MARK: The router's changes

  /// Shows `dialog`, in place of the dialog shown, if any.
  ///
  /// - Parameters:
  ///   - dialog: The dialog; it needs at least one button.
  ///   - animated: Whether the renderer animates the change.
  public func show(_ dialog: RIBDialog<Action>, animated: Bool = true) {
    guard !dialog.buttons.isEmpty else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "The dialog \"\(dialog.title)\" has no buttons, so the user could not close it; it was "
          + "not shown.")
    }
    shown = Shown(id: makeIdentity(), dialog: dialog)
    unanswered = shown
    render(.byRouter(animated: animated))
  }

  /// Takes the dialog shown away, unanswered.
  ///
  /// - Parameter animated: Whether the renderer animates the change.
  public func dismiss(animated: Bool = true) {
    unanswered = nil
    guard shown != nil else { return }
    shown = nil
    render(.byRouter(animated: animated))
  }

  // MARK: The renderer's side

  /// The user picked the button whose action is `action` in the dialog shown as `dialog`: the
  /// dialog goes away and the ``dialogListener`` hears the action.
  ///
  /// A dialog that is not the last one shown, or that was answered already, changes nothing and
  /// tells nobody.
  ///
  /// - Parameters:
  ///   - action: The action of the button picked.
  ///   - dialog: The identity of the dialog as it was shown.
  public func userDidChoose(_ action: Action, in dialog: RIBScreen.ID) {
    guard let answered = unanswered, answered.id == dialog else { return }
    guard answered.dialog.buttons.contains(where: { $0.action == action }) else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "\(action) is not the action of a button of the dialog \"\(answered.dialog.title)\"; "
          + "nothing changed.")
    }
    unanswered = nil
    if isCurrent(dialog) {
      shown = nil
      render(.byUser)
    }
    dialogListener?.userDidChoose(action)
  }

  /// The dialog shown as `dialog` went away without a button: it is off the screen, and nobody is
  /// told.
  ///
  /// Its button may still be reported after this, once. A dialog that is not the one shown changes
  /// nothing.
  ///
  /// - Parameter dialog: The identity of the dialog as it was shown.
  public func userDidDismiss(_ dialog: RIBScreen.ID) {
    guard dialog == shown?.id else { return }
    shown = nil
    render(.byUser)
  }
}
