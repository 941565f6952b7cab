import RIBs

/// A dialog presentation as its renderers see it, whatever its actions' type: the dialog to draw,
/// where, the changes, and the button the user picked.
///
/// What a router hands the view that draws its dialogs (``RIBDialogPresentation/rendering``):
/// RIBsUIKit's `RIBModalPresenter`, RIBsSwiftUI's `ribDialogs(_:)`, the terminal, or a
/// ``RIBModalRenderer`` of an app's own. A renderer shows titles and reports a button by its
/// place; the presentation tells its listener the button's action. It cannot show or dismiss a
/// dialog.
@preconcurrency
@MainActor
public struct RIBDialogRendering: RIBNavigationRendering {
  /// A dialog as a renderer draws it.
  public struct Shown: Identifiable, Hashable, Sendable {
    /// This showing of the dialog, which the user's answer names.
    public let id: RIBScreen.ID
    /// How the dialog is shown.
    public let style: RIBDialogStyle
    /// The dialog's title.
    public let title: String
    /// The text below the title, if any.
    public let message: String?
    /// The buttons, in the order they are shown.
    public let buttons: [Button]

    init<Action>(_ dialog: RIBDialog<Action>, id: RIBScreen.ID) {
      self.id = id
      style = dialog.style
      title = dialog.title
      message = dialog.message
      buttons = dialog.buttons.map { Button(title: $0.title, role: $0.role) }
    }

    /// The place of the button with the ``RIBDialogButtonRole/cancel`` role, if any.
    public var cancelButtonIndex: Int? { buttons.firstIndex { $0.role == .cancel } }
  }

  /// A button of a dialog as a renderer draws it.
  public struct Button: Hashable, Sendable {
    /// The button's title.
    public let title: String
    /// What the button means, if anything special.
    public let role: RIBDialogButtonRole?
  }

  private let model: any DialogModel
  /// The presentation's identity.
  public nonisolated let id: ObjectIdentifier

  init(_ model: some DialogModel) {
    self.model = model
    id = ObjectIdentifier(model)
  }

  /// The dialog on screen; `nil` if none is.
  public var shown: Shown? { model.shownDialog }

  /// The dialog on screen if it is shown in `style`, as a renderer binds one kind of dialog
  /// (`.alert`, `.confirmationDialog`) to it.
  ///
  /// - Parameter style: A way of showing a dialog.
  /// - Returns: The dialog as shown, or `nil`.
  public func shown(as style: RIBDialogStyle) -> Shown? {
    model.shownDialog.flatMap { $0.style == style ? $0 : nil }
  }

  /// The presented RIB the dialog on screen is presented over, whose view presents it; `nil` when
  /// the host's own view does, or when no dialog is shown.
  ///
  /// A host presents one thing at a time: a dialog shown while it presents a RIB is presented by
  /// that RIB's view, as UIKit and SwiftUI require.
  public var presentedOver: RIBScreen? { model.presentedOver }

  /// The identity of the last dialog shown while it can still be answered.
  public var showing: RIBScreen.ID? { model.showing }

  /// Calls `render` with `renderer` after every change of the presentation.
  ///
  /// - Parameters:
  ///   - renderer: The object that draws the dialogs, held weakly.
  ///   - render: Draws the dialogs as they are now, given what changed them.
  /// - Returns: The observation; cancel it to stop earlier.
  @discardableResult
  public func addRenderer<Renderer: AnyObject>(
    _ renderer: Renderer, render: @escaping @MainActor (Renderer, RIBNavigationChange) -> Void
  ) -> RIBsObservation {
    model.addRenderer(renderer, render: render)
  }

  /// The user asked, through a view, to show `route`: the host, or the nearest router of the
  /// model's chain that handles routes of its type, shows it.
  ///
  /// - Parameter route: What the view asked for.
  /// - Returns: `nil` once a router showed it; otherwise why not, in a sentence the view may show.
  @discardableResult
  public func userDidRequest<Route: RIBRoute>(_ route: Route) -> String? {
    model.userDidRequest(route)
  }

  /// The user picked the button at `index` in the dialog shown as `dialog`: the dialog goes away
  /// and the presentation's listener hears the button's action.
  ///
  /// A dialog that is not the last one shown, or that was answered already, changes nothing and
  /// tells nobody; a button the dialog does not have is reported to `RIBsDiagnostics` as
  /// `invalidNavigation`.
  ///
  /// - Parameters:
  ///   - index: The button's place among the dialog's buttons, from 0.
  ///   - dialog: The identity of the dialog as it was shown.
  public func userDidChoose(buttonAt index: Int, in dialog: RIBScreen.ID) {
    model.userDidChoose(buttonAt: index, in: dialog)
  }

  /// The dialog shown as `dialog` went away without a button (SwiftUI set its presentation to
  /// `false`): it is off the screen, and nobody is told.
  ///
  /// Its button may still be reported after this, once. A dialog that is not the one shown changes
  /// nothing.
  ///
  /// - Parameter dialog: The identity of the dialog as it was shown.
  public func userDidDismiss(_ dialog: RIBScreen.ID) {
    model.userDidDismiss(dialog)
  }

  /// The user dismissed the dialog shown as `dialog` in a way that means cancel (tapping outside
  /// an action sheet on iPad, `:back` or Esc in the terminal): its cancel button is picked, if it
  /// has one; otherwise it goes away unanswered, as ``userDidDismiss(_:)``.
  ///
  /// - Parameter dialog: The identity of the dialog as it was shown.
  public func userDidCancel(_ dialog: RIBScreen.ID) {
    if let shown = model.shownDialog, shown.id == dialog, let cancel = shown.cancelButtonIndex {
      model.userDidChoose(buttonAt: cancel, in: dialog)
    } else {
      model.userDidDismiss(dialog)
    }
  }
}

/// A dialog presentation, whatever its actions' type: what its rendering reads and reports.
@MainActor
protocol DialogModel: RIBNavigationModel {
  /// The dialog on screen, as a renderer draws it.
  var shownDialog: RIBDialogRendering.Shown? { get }
  /// The presented RIB the dialog on screen is presented over.
  var presentedOver: RIBScreen? { get }
  /// The presentation's rendering.
  var dialogRendering: RIBDialogRendering { get }
  func userDidChoose(buttonAt index: Int, in dialog: RIBScreen.ID)
  func userDidDismiss(_ dialog: RIBScreen.ID)
}
