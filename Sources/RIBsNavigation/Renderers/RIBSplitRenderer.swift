import RIBs

/// A column of a split view a ``RIBSplitRenderer`` draws in.
public enum RIBSplitColumn: Sendable, Hashable {
  /// The host RIB's list, which the renderer does not fill.
  case sidebar
  /// The middle of three columns: the selected item's RIB.
  case content
  /// The last column: the selected item's RIB, or with three columns, the detail of the split the
  /// middle RIB hosts.
  case detail
}

/// What a ``RIBSplitRenderer`` draws a split in: a sidebar, a detail and maybe a middle column,
/// collapsed into one stack on a compact width, as a `UISplitViewController` or the terminal.
@preconcurrency
@MainActor
public protocol RIBSplitContainer: AnyObject {
  /// A view the container shows: a view controller.
  associatedtype View: AnyObject

  /// Whether the columns are collapsed into one stack, as on an iPhone: the sidebar, then the
  /// columns shown above it.
  var isCollapsed: Bool { get }

  /// Puts `view` in `column` (``RIBSplitColumn/content`` or ``RIBSplitColumn/detail``).
  ///
  /// - Parameters:
  ///   - view: The column's view.
  ///   - column: The column.
  func show(_ view: View, in column: RIBSplitColumn)

  /// Brings `column` on screen: on a collapsed container, it is pushed above the columns before
  /// it, or the columns after it are popped.
  ///
  /// - Parameter column: The column to bring on screen.
  func reveal(_ column: RIBSplitColumn)

  /// Shows the columns `visibility` names.
  ///
  /// - Parameters:
  ///   - visibility: Which columns show.
  ///   - animated: Whether to animate the change.
  func setColumnVisibility(_ visibility: RIBSplitColumnVisibility, animated: Bool)
}

/// Draws a ``RIBSplit`` in a container, and tells the split what the user did: every decision a
/// split renderer makes, the same for UIKit, the terminal and a renderer of an app's own.
///
/// With two columns, the selected item's RIB is the detail. With three (made with a content
/// placeholder), it is the middle column, and the detail of the first split that RIB hosts
/// (``RIBSplit/Rendering/contentSplit``) is the last.
///
/// What it decides:
/// - After every change, the column of the selected item shows its RIB's view, brought on screen,
///   or its placeholder when nothing is selected, and then, on a collapsed container, the column
///   before it is brought back. The middle RIB's split is followed as it changes. Column
///   visibility is the model's, animated as the router asked.
/// - On a collapsed container, a column the user leaves (``containerWillHide(_:)``, a back swipe)
///   is the user leaving its detail: the split that shows it hears it, with the detail the renderer
///   drew. A column the container hides while it shows every column is not.
/// - Columns the user shows or hides are reported as the split's column visibility.
/// - ``draw(_:)`` replaces the split drawn before, and its observations.
@preconcurrency
@MainActor
public final class RIBSplitRenderer<Item: RIBRoute, Container: RIBSplitContainer> {
  /// The split drawn, once handed over.
  public private(set) var split: RIBSplit<Item>.Rendering?
  private weak var container: Container?
  private let view: @MainActor (RIBScreen) -> Container.View?
  private let placeholder: Container.View
  /// What the middle column shows while nothing is selected; `nil` with two columns.
  private let contentPlaceholder: Container.View?
  private var observation: RIBsObservation?
  /// The detail drawn, which the user's leaving names.
  private var drawnDetail: RIBScreen.ID?
  private var drawnVisibility: RIBSplitColumnVisibility?
  /// With three columns: the split of the middle RIB, followed, and the detail drawn from it.
  private var contentSplit: RIBSplitColumns?
  private var contentObservation: RIBsObservation?
  private var drawnContentDetail: RIBScreen.ID?

  /// Creates a renderer that draws in `container`, which keeps it.
  ///
  /// - Parameters:
  ///   - container: What shows the columns; held weakly.
  ///   - contentPlaceholder: What the middle column shows while nothing is selected; `nil` for a
  ///     split of two columns.
  ///   - placeholder: What the detail column shows while there is no detail.
  ///   - view: A screen's view in the container; `nil` for one it cannot show, which shows the
  ///     placeholder.
  public init(
    container: Container, contentPlaceholder: Container.View? = nil,
    placeholder: Container.View, view: @escaping @MainActor (RIBScreen) -> Container.View?
  ) {
    self.container = container
    self.contentPlaceholder = contentPlaceholder
    self.placeholder = placeholder
    self.view = view
  }

  /// Draws `split` from now on, now and after every change, in place of the split drawn before.
  ///
  /// - Parameter split: The split to draw.
  public func draw(_ split: RIBSplit<Item>.Rendering) {
    observation?.cancel()
    self.split = split
    drawnDetail = nil
    drawnVisibility = nil
    observation = split.addRenderer(self) { renderer, change in renderer.render(change) }
    render(.byRouter(animated: false))
  }

  /// The container hides `column`: on a collapsed container, the user went back from it.
  ///
  /// - Parameter column: The column the container hides.
  public func containerWillHide(_ column: RIBSplitColumn) {
    guard let split, let container, container.isCollapsed else { return }
    switch column {
    case .detail where contentPlaceholder != nil:
      let left = drawnContentDetail
      drawnContentDetail = nil
      contentSplit?.userDidLeaveDetail(from: left)
    case .detail, .content:
      let left = drawnDetail
      drawnDetail = nil
      split.userDidLeaveDetail(from: left)
      if contentPlaceholder != nil { follow(nil) }
    case .sidebar:
      return
    }
  }

  /// The user showed or hid columns (the sidebar button, a swipe).
  ///
  /// - Parameter visibility: Which columns show now.
  public func containerDidChangeColumnVisibility(_ visibility: RIBSplitColumnVisibility) {
    drawnVisibility = visibility
    split?.userDidChangeColumnVisibility(visibility)
  }

  private func render(_ change: RIBNavigationChange) {
    guard let split, let container else { return }
    if split.columnVisibility != drawnVisibility {
      drawnVisibility = split.columnVisibility
      container.setColumnVisibility(split.columnVisibility, animated: change.isAnimated)
    }
    let screen = split.detailScreen
    guard screen?.id != drawnDetail else { return }
    drawnDetail = screen?.id
    if let contentPlaceholder {
      // First, so that a column the container hides meanwhile is reported to the split shown now.
      follow(split.contentSplit)
      show(screen, in: .content, placeholder: contentPlaceholder, back: .sidebar)
    } else {
      show(screen, in: .detail, placeholder: placeholder, back: .sidebar)
    }
  }

  /// Follows the split of the RIB in the middle column, whose detail is the last column.
  private func follow(_ split: RIBSplitColumns?) {
    contentObservation?.cancel()
    contentSplit = split
    contentObservation = split?.addRenderer(self) { renderer, _ in renderer.renderContentDetail() }
    drawnContentDetail = nil
    container?.show(placeholder, in: .detail)
    renderContentDetail()
  }

  private func renderContentDetail() {
    let screen = contentSplit?.detailScreen
    guard screen?.id != drawnContentDetail else { return }
    drawnContentDetail = screen?.id
    show(screen, in: .detail, placeholder: placeholder, back: .content)
  }

  /// Shows `screen`'s view in `column` and brings it on screen, or `placeholder` and, when
  /// collapsed, brings the `back` column on screen.
  private func show(
    _ screen: RIBScreen?, in column: RIBSplitColumn, placeholder: Container.View,
    back: RIBSplitColumn
  ) {
    guard let container else { return }
    guard let view = screen.flatMap(view) else {
      container.show(placeholder, in: column)
      if container.isCollapsed { container.reveal(back) }
      return
    }
    container.show(view, in: column)
    container.reveal(column)
  }
}
