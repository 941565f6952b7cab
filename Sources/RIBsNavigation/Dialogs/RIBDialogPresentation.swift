import RIBs

/// The alert or confirmation dialog a RIB shows, as state: showing a ``RIBDialog`` puts it on
/// screen, and the button the user picks is reported to the listener.
///
/// A dialog is data, not a RIB: nothing is attached. The RIB's router hosts the presentation, as it
/// hosts its other navigation models, and hands its ``rendering`` to its view; a renderer draws it
/// (RIBsUIKit's `RIBModalPresenter`, RIBsSwiftUI's `View.ribDialogs(_:)`, the terminal) and
/// reports the button, and a test answers it on Linux.
///
/// ```swift
/// final class ProfileHomeRouter: ViewableRouter<…>, ProfileHomeRouting {
///   private(set) lazy var dialogs = RIBDialogPresentation<CardAction>(
///     host: self, listener: interactor)
///
///   func askToRemove(_ card: PaymentMethod) {
///     dialogs.show(
///       RIBDialog(.confirmationDialog, title: "Remove \(card.displayName)?", buttons: […]),
///       route: ProfileRoute.removal(card.id))
///   }
/// }
/// ```
///
/// ## The contract
/// - One dialog is shown at a time, by a host. ``show(_:route:animated:)`` puts a dialog in place
///   of the one this presentation shows, which is then never answered. A dialog without buttons
///   (which the user could not close), or one shown while another presentation of the host shows
///   a dialog, is not shown, and is reported to `RIBsDiagnostics` as `invalidNavigation`.
/// - A dialog shown while the host presents a RIB (a ``RIBPresentation``) is presented over that
///   RIB (``RIBDialogRendering/presentedOver``), and goes with it, unanswered, when it is
///   dismissed.
/// - ``dismiss(animated:)`` takes the dialog away unanswered; with none shown it changes nothing.
/// - ``RIBDialogRendering/userDidChoose(buttonAt:in:)``, the renderer's report of a button, names
///   the showing of the dialog it was made for: the dialog goes away and the listener hears the
///   button's action, once. A report for a dialog that is no longer the last one shown (the
///   router replaced or dismissed it meanwhile), or answered already, changes nothing and tells
///   nobody; one for a button the dialog does not have is reported as `invalidNavigation`.
/// - ``RIBDialogRendering/userDidDismiss(_:)``, the report of a dialog that went away without a
///   button, takes it off the screen and tells nobody. SwiftUI may report the button after that:
///   the dialog can still be answered, once, until the router shows another or dismisses it.
/// - A dialog shown for a route is saved by a ``RIBNavigationState`` and shown again, by the route
///   handler, when it restores.
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
  public private(set) weak var dialogListener: (any UserNavigationListener<Action>)?
  /// The dialog on screen, and its route; `nil` if none is.
  private var onScreen: (shown: Shown, route: (any RIBRoute)?)?
  /// The last dialog shown while it can still be answered: the dialog on screen, or one the user
  /// dismissed without a button, whose button SwiftUI may report after the dismissal.
  private var unanswered: Shown?
  /// The presented RIB the dialog on screen is presented over; `nil` for the host's own view.
  private var over: RIBScreen?

  /// Creates a presentation with no dialog shown, hosted by `host`.
  ///
  /// - Parameters:
  ///   - host: The router whose RIB shows the dialogs.
  ///   - listener: Told about the button the user picked: a listener of these actions, such as an
  ///     interactor typed by a protocol that refines `UserNavigationListener<Action>`.
  public init<Listener: UserNavigationListener>(host: any RIBNavigationHost, listener: Listener)
  where Listener.DialogAction == Action {
    // Generic, not `any UserNavigationListener<Action>`: Swift cannot yet convert an existential
    // of a refining protocol (`any ProfileHomeInteractable`) to that type; it opens it here.
    dialogListener = listener
    super.init(host: host, listener: nil)
    NavigationRegistry.of(host).hostDialogs(self)
  }

  /// The dialogs as their renderers see them: what to draw and what the user picked.
  public var rendering: RIBDialogRendering { RIBDialogRendering(self) }

  /// The dialog on screen; `nil` if none is.
  public var shown: Shown? { onScreen?.shown }

  /// The dialog on screen; `nil` if none is.
  public var dialog: RIBDialog<Action>? { onScreen?.shown.dialog }

  /// The identity of the last dialog shown while it can still be answered.
  public override var showing: RIBScreen.ID? { unanswered?.id }

  /// The dialog on screen, if it was shown for a route.
  public override var shownRoutes: [(id: RIBScreen.ID, route: any RIBRoute)] {
    guard let onScreen, let route = onScreen.route else { return [] }
    return [(onScreen.shown.id, route)]
  }

  // MARK: The router's changes

  /// Shows `dialog`, in place of the dialog shown, if any.
  ///
  /// - Parameters:
  ///   - dialog: The dialog; it needs at least one button.
  ///   - route: The route the dialog is shown for, which a ``RIBNavigationState`` saves and the
  ///     router's route handler shows again; `nil` for a dialog that is not saved.
  ///   - animated: Whether the renderer animates the change.
  public func show(_ dialog: RIBDialog<Action>, route: (any RIBRoute)? = nil, animated: Bool = true)
  {
    guard !dialog.buttons.isEmpty else {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "The dialog \"\(dialog.title)\" has no buttons, so the user could not close it; it was "
          + "not shown.")
    }
    if let host, NavigationRegistry.of(host).dialogShower(other: self) != nil {
      return RIBsDiagnostics.report(
        .invalidNavigation,
        "\(type(of: host)) shows a dialog already, through another RIBDialogPresentation, and a "
          + "host shows one at a time; the dialog \"\(dialog.title)\" was not shown.")
    }
    guard let id = makeIdentity(for: route, showing: "the dialog \"\(dialog.title)\"") else {
      return
    }
    let shown = Shown(id: id, dialog: dialog)
    onScreen = (shown, route)
    unanswered = shown
    over = host.flatMap { NavigationRegistry.of($0).presentedScreen }
    setShowingDialog()
    render(.byRouter(animated: animated))
  }

  /// Takes the dialog shown away, unanswered.
  ///
  /// - Parameter animated: Whether the renderer animates the change.
  public func dismiss(animated: Bool = true) {
    unanswered = nil
    guard onScreen != nil else { return }
    takeOffScreen()
    render(.byRouter(animated: animated))
  }

  // MARK: What the user did, and the host

  /// The user picked the button at `index` of the dialog shown as `dialog`: see
  /// ``RIBDialogRendering/userDidChoose(buttonAt:in:)``.
  func userDidChoose(buttonAt index: Int, in dialog: RIBScreen.ID) {
    var chosen: Action?
    applyUserAction(madeFor: dialog) {
      guard let answered = unanswered else { return nil }
      guard answered.dialog.buttons.indices.contains(index) else {
        RIBsDiagnostics.report(
          .invalidNavigation,
          "The dialog \"\(answered.dialog.title)\" has no button \(index + 1) (it has "
            + "\(answered.dialog.buttons.count)); nothing changed.")
        return nil
      }
      unanswered = nil
      chosen = answered.dialog.buttons[index].action
      // Off the screen already when the user dismissed it first: nothing to draw.
      guard onScreen?.shown.id == dialog else { return nil }
      takeOffScreen()
      return []
    }
    if let chosen { dialogListener?.userDidChoose(chosen) }
  }

  /// The dialog shown as `dialog` went away without a button: see
  /// ``RIBDialogRendering/userDidDismiss(_:)``.
  func userDidDismiss(_ dialog: RIBScreen.ID) {
    applyUserAction(madeFor: dialog) {
      guard onScreen?.shown.id == dialog else { return nil }
      takeOffScreen()
      return []
    }
  }

  /// The RIB the dialog is presented over was dismissed: the dialog goes with it, unanswered.
  override func presenterDidGo(animated: Bool) {
    guard onScreen != nil, over != nil else { return }
    unanswered = nil
    takeOffScreen()
    render(.byRouter(animated: animated))
  }

  // MARK: Private

  private func takeOffScreen() {
    onScreen = nil
    over = nil
    setShowingDialog()
  }

  /// Tells the host whether this presentation shows a dialog now.
  private func setShowingDialog() {
    guard let host else { return }
    NavigationRegistry.of(host).setShowingDialog(self, onScreen != nil)
  }
}

extension RIBDialogPresentation: DialogModel {
  var shownDialog: RIBDialogRendering.Shown? {
    onScreen.map { RIBDialogRendering.Shown($0.shown.dialog, id: $0.shown.id) }
  }

  var presentedOver: RIBScreen? { over }

  var dialogRendering: RIBDialogRendering { rendering }
}
