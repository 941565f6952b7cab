import RIBs

/// What a ``RIBModalRenderer`` presents in: views presented one over another from a view, as a
/// `UIViewController` presents a sheet and an alert, or the terminal's screens.
///
/// UIKit's, AppKit's or a test's: the renderer decides what to present, over what, and in which
/// order; the container only presents and dismisses, and says when it is done.
@preconcurrency
@MainActor
public protocol RIBModalContainer: AnyObject {
  /// A view the container presents: a view controller.
  associatedtype View: AnyObject

  /// Presents `view` over `presenter`, then calls `completion` once it is on screen.
  ///
  /// - Parameters:
  ///   - view: The view to present.
  ///   - presenter: The view presented last, which presents `view`; `nil` for the container's own
  ///     view.
  ///   - animated: Whether to animate the presentation.
  ///   - completion: Called once the presentation is over.
  func present(
    _ view: View, over presenter: View?, animated: Bool,
    completion: @escaping @MainActor () -> Void)

  /// Takes `view`, and what it presents, off the screen, then calls `completion`.
  ///
  /// - Parameters:
  ///   - view: A view presented before.
  ///   - animated: Whether to animate the dismissal.
  ///   - completion: Called once the dismissal is over.
  func dismiss(_ view: View, animated: Bool, completion: @escaping @MainActor () -> Void)
}

/// Presents what a host presents, a RIB's screen (``RIBPresentation``) and a dialog over it
/// (``RIBDialogPresentation``), in a container, and tells the models what the user dismissed or
/// picked: every decision a modal renderer makes, the same for UIKit, the terminal and a renderer
/// of an app's own.
///
/// One renderer per presenting view, which draws every presentation and dialog presentation of
/// the host (`draw(_:)`, for each), so that what the host presents is presented
/// one over another, in order. The container's glue makes it and reports the user's dismissals
/// (``containerDidDismiss(_:)``).
///
/// What it decides:
/// - What is presented: the RIB a presentation presents, then the dialog the host shows, over that
///   RIB's view when it is presented over it (``RIBDialogRendering/presentedOver``), else over the
///   container's own view. A dialog presented over a RIB this renderer does not present is left to
///   the renderer that presents that RIB.
/// - The order: what changed is dismissed first, the lowest changed view with what it presents,
///   then what is new is presented, each after the container said the last was done; a change
///   that comes meanwhile is drawn once the container is done.
/// - A view the user dismissed (a sheet swiped down, `:back`) is reported to its model, which
///   detaches its RIB, or, for a dialog, picks its cancel button if it has one; a button picked in
///   a dialog is reported with its place. The dialog's view goes away by itself, as a
///   `UIAlertController` does. What the user dismissed, with what it presented, is not dismissed
///   again; a report the model refuses (the router changed it meanwhile) is drawn over.
/// - `draw(_:)` replaces the observation of a model drawn before.
@preconcurrency
@MainActor
public final class RIBModalRenderer<Container: RIBModalContainer> {
  /// Something presented, and the model it is reported to.
  private enum Layer {
    case screen(RIBScreen, RIBPresentation.Style, RIBPresentation.Rendering)
    case dialog(RIBDialogRendering.Shown, RIBDialogRendering)

    /// What the layer shows: the same key is the same layer.
    var key: Key {
      switch self {
      case .screen(let screen, _, _): .screen(screen.id)
      case .dialog(let shown, let dialogs): .dialog(shown.id, dialogs.id)
      }
    }

    enum Key: Hashable {
      case screen(RIBScreen.ID)
      case dialog(RIBScreen.ID, ObjectIdentifier)
    }
  }

  private weak var container: Container?
  private let screenView: @MainActor (RIBScreen, RIBPresentation.Style) -> Container.View?
  private let dialogView:
    @MainActor (RIBDialogRendering.Shown, _ choose: @escaping @MainActor (Int) -> Void) ->
      Container.View
  private var presentations:
    [(rendering: RIBPresentation.Rendering, observation: RIBsObservation)] =
      []
  private var dialogs: [(rendering: RIBDialogRendering, observation: RIBsObservation)] = []
  /// What is presented, bottom first.
  private var drawn: [(key: Layer.Key, view: Container.View)] = []
  /// Screens whose view the container cannot show: left out, not tried again.
  private var unshowable: Set<RIBScreen.ID> = []
  /// Whether the container is presenting or dismissing.
  private var isInTransition = false
  /// Whether to animate what the current drawing changes.
  private var animates = false

  /// Creates a renderer that presents in `container`, which keeps it.
  ///
  /// - Parameters:
  ///   - container: What presents the views; held weakly.
  ///   - screenView: A presented screen's view in the container, presented in a style; `nil` for
  ///     a screen it cannot show, which is left out (say why to `RIBsDiagnostics` there).
  ///   - dialogView: A dialog's view, whose buttons call `choose` with their place.
  public init(
    container: Container,
    screenView: @escaping @MainActor (RIBScreen, RIBPresentation.Style) -> Container.View?,
    dialogView:
      @escaping @MainActor (RIBDialogRendering.Shown, _ choose: @escaping @MainActor (Int) -> Void)
      -> Container.View
  ) {
    self.container = container
    self.screenView = screenView
    self.dialogView = dialogView
  }

  /// Draws `presentation` from now on, now and after every change, beside the models drawn
  /// already; drawn again, it replaces its own observation.
  ///
  /// - Parameter presentation: A presentation of the host.
  public func draw(_ presentation: RIBPresentation.Rendering) {
    presentations.removeAll { drawn in
      guard drawn.rendering.id == presentation.id else { return false }
      drawn.observation.cancel()
      return true
    }
    let observation = presentation.addRenderer(self) { renderer, change in
      renderer.redraw(animated: change.isAnimated)
    }
    presentations.append((presentation, observation))
    redraw(animated: false)
  }

  /// Draws `dialogs` from now on, now and after every change, beside the models drawn already;
  /// drawn again, it replaces its own observation.
  ///
  /// - Parameter dialogs: A dialog presentation of the host.
  public func draw(_ dialogs: RIBDialogRendering) {
    self.dialogs.removeAll { drawn in
      guard drawn.rendering.id == dialogs.id else { return false }
      drawn.observation.cancel()
      return true
    }
    let observation = dialogs.addRenderer(self) { renderer, change in
      renderer.redraw(animated: change.isAnimated)
    }
    self.dialogs.append((dialogs, observation))
    redraw(animated: false)
  }

  /// The user took `view` off the screen (a sheet swiped down, `:back`), with what it presented:
  /// its model hears it, then the container shows the models as they are.
  ///
  /// - Parameter view: A view this renderer presented.
  public func containerDidDismiss(_ view: Container.View) {
    guard let index = drawn.firstIndex(where: { $0.view === view }) else { return }
    let key = drawn[index].key
    drawn.removeSubrange(index...)
    switch key {
    case .screen(let id):
      presentations.first { $0.rendering.screen?.id == id }?.rendering.userDidDismiss(id)
    case .dialog(let id, let model):
      dialogs.first { $0.rendering.id == model }?.rendering.userDidCancel(id)
    }
    redraw(animated: true)
  }

  // MARK: Private

  /// What the models present now, bottom first.
  private var layers: [Layer] {
    var layers: [Layer] = []
    let presented = presentations.lazy.compactMap { presentation -> Layer? in
      guard let screen = presentation.rendering.screen, let style = presentation.rendering.style,
        !self.unshowable.contains(screen.id)
      else { return nil }
      return .screen(screen, style, presentation.rendering)
    }.first
    if let presented { layers.append(presented) }
    for (rendering, _) in dialogs {
      guard let shown = rendering.shown else { continue }
      let isOverALayer = rendering.presentedOver.map { over in
        layers.contains { $0.key == .screen(over.id) }
      }
      guard isOverALayer ?? true else { continue }
      layers.append(.dialog(shown, rendering))
      break
    }
    return layers
  }

  private func redraw(animated: Bool) {
    animates = animated
    guard !isInTransition, let container else { return }
    let layers = layers
    var same = 0
    while same < drawn.count, same < layers.count, drawn[same].key == layers[same].key {
      same += 1
    }
    if same < drawn.count {
      let view = drawn[same].view
      drawn.removeSubrange(same...)
      isInTransition = true
      return container.dismiss(view, animated: animated) { [weak self] in self?.transitionDidEnd() }
    }
    guard same < layers.count else { return }
    guard let view = makeView(for: layers[same]) else { return redraw(animated: animated) }
    let presenter = drawn.last?.view
    drawn.append((layers[same].key, view))
    isInTransition = true
    container.present(view, over: presenter, animated: animated) { [weak self] in
      self?.transitionDidEnd()
    }
  }

  private func transitionDidEnd() {
    isInTransition = false
    redraw(animated: animates)
  }

  /// The view of `layer`; `nil`, and left out from now on, for a screen the container cannot show.
  private func makeView(for layer: Layer) -> Container.View? {
    switch layer {
    case .screen(let screen, let style, _):
      guard let view = screenView(screen, style) else {
        unshowable.insert(screen.id)
        return nil
      }
      return view
    case .dialog(let shown, let dialogs):
      return dialogView(shown) { [weak self] index in
        self?.userDidChoose(buttonAt: index, in: shown.id, of: dialogs)
      }
    }
  }

  /// The user picked a button of a dialog, whose view went away by itself.
  private func userDidChoose(
    buttonAt index: Int, in dialog: RIBScreen.ID, of dialogs: RIBDialogRendering
  ) {
    if let drawnIndex = drawn.firstIndex(where: { $0.key == .dialog(dialog, dialogs.id) }) {
      drawn.removeSubrange(drawnIndex...)
    }
    dialogs.userDidChoose(buttonAt: index, in: dialog)
    redraw(animated: true)
  }
}
