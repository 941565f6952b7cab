/// A sidebar and a detail: the host RIB's view lists items, and the item selected shows a child
/// RIB in the detail column.
///
/// Selecting an item builds and attaches its RIB, in place of the one shown before; the column
/// visibility is state too.
///
/// The split state of a RIB, the same on every platform: the RIB's router owns it and drives it, a
/// renderer draws it and hands it what the user did (RIBsSwiftUI's `RIBSplitView` with
/// `NavigationSplitView`, `RIBSplitViewController` on UIKit, the terminal), and a test drives it on
/// Linux. On a compact width (an iPhone) the renderers show the sidebar, then the detail pushed
/// above it, as a phone shows a list and a row's screen; going back deselects the item. Three
/// columns are two splits: the detail's router owns the second (``RIBSplitOwning``).
///
/// ```swift
/// private(set) lazy var split = RIBSplit<Card.ID>(host: self, listener: interactor) {
///   [unowned self] id in cardDetailBuilder.build(cardID: id)
/// }
/// ```
///
/// ## The contract
/// - ``select(_:animated:)`` builds the RIB of the item and attaches it, after detaching the RIB of
///   the item selected before, so that it resigns first; `nil` detaches it and shows nothing.
///   Selecting the item selected changes nothing. A RIB its parent refuses is reported as the tree
///   reports it, and nothing is selected.
/// - ``userDidSelect(_:)``, the renderer's report of a row the user picked, selects it as the
///   router would, and tells the listener about the RIB it detached. The item selected, picked
///   again, pops its detail's stack to the root when its router is ``RIBStackOwning``.
/// - ``userDidDeselect(_:)``, the report of the user going back from the detail on a compact
///   width, names the item whose detail it was: its RIB is detached and the listener is told. A
///   report for an item no longer selected changes nothing and tells nobody.
/// - A RIB the host detached directly is forgotten: its item is selected no more.
@preconcurrency
@MainActor
public final class RIBSplit<Item: Hashable>: RIBNavigationModel {
  /// Which columns show, as `NavigationSplitView` and `UISplitViewController` name them.
  public enum ColumnVisibility: Sendable, Hashable {
    /// As the platform decides for the width.
    case automatic
    /// Every column.
    case all
    /// Two columns: the sidebar and the detail; in a three-column layout, the middle column and
    /// the detail.
    case doubleColumn
    /// The detail only.
    case detailOnly
  }

  /// The router that attaches the details' routers; it usually owns the split.
  public private(set) weak var host: (any Routing)?
  /// Told about the RIBs detached because the user went back or picked another item.
  public private(set) weak var listener: (any UserNavigationListener)?
  /// Which columns show.
  public private(set) var columnVisibility = ColumnVisibility.automatic
  private let build: @MainActor (Item) -> any ViewableRouting
  /// The item selected and its detail's screen, made once when the item is selected.
  private var shown: (item: Item, screen: RIBScreen)?
  private var renderers = NavigationRenderers()

  /// Creates a split with nothing selected.
  ///
  /// A router that owns its split makes it lazily, once `self` can be passed:
  /// `private(set) lazy var split = RIBSplit<Item>(host: self, listener: interactor) { … }`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the details' routers.
  ///   - listener: Told about the RIBs detached because the user went back or picked another
  ///     item.
  ///   - build: Builds the RIB of an item's detail each time the item is selected.
  public init(
    host: any Routing, listener: any UserNavigationListener,
    build: @escaping @MainActor (Item) -> any ViewableRouting
  ) {
    self.host = host
    self.listener = listener
    self.build = build
  }

  /// The item selected; `nil` if none is.
  public var selection: Item? { attachedShown?.item }

  /// The detail's screen, carrying the item as its route when `Item` is a ``RIBRoute``; `nil` if
  /// nothing is selected.
  public var detailScreen: RIBScreen? { attachedShown?.screen }

  /// The detail's screen, if an item is selected.
  public var shownScreens: [RIBScreen] { detailScreen.map { [$0] } ?? [] }

  /// Where the detail is shown.
  public var places: [ObjectIdentifier: RIBPlace] {
    guard let screen = detailScreen else { return [:] }
    return [ObjectIdentifier(screen.router): RIBPlace(.splitDetail, route: screen.routeDescription)]
  }

  // MARK: The router's changes

  /// Shows the detail of `item`, building and attaching its RIB after detaching the one shown;
  /// `nil` detaches it.
  ///
  /// - Parameters:
  ///   - item: The item to select, or `nil`.
  ///   - animated: Whether the renderer animates the change.
  public func select(_ item: Item?, animated: Bool = true) {
    guard item != selection else { return }
    _ = replaceDetail(with: item)
    renderers.send(.byRouter(animated: animated))
  }

  /// Shows `visibility`'s columns.
  ///
  /// - Parameters:
  ///   - visibility: Which columns show.
  ///   - animated: Whether the renderer animates the change.
  public func setColumnVisibility(_ visibility: ColumnVisibility, animated: Bool = true) {
    guard visibility != columnVisibility else { return }
    columnVisibility = visibility
    renderers.send(.byRouter(animated: animated))
  }

  // MARK: The renderer's side

  /// The user picked `item` in the sidebar: it is selected as ``select(_:animated:)`` selects it.
  ///
  /// The RIB it replaces is told to the ``listener``. The item selected, picked again, pops its
  /// detail's stack to the root when its router is ``RIBStackOwning``.
  ///
  /// - Parameter item: The item picked.
  public func userDidSelect(_ item: Item) {
    if let shown = attachedShown, shown.item == item {
      return RIBStack.userDidReselect(shown.screen.router)
    }
    let detached = replaceDetail(with: item)
    renderers.send(.byRouter(animated: true))
    if let detached { listener?.userDidDismiss([detached]) }
  }

  /// The user went back from `item`'s detail, on a compact width: its RIB is detached.
  ///
  /// The ``listener`` is told. An item that is not the one selected (the router changed the
  /// selection meanwhile) changes nothing and tells nobody.
  ///
  /// - Parameter item: The item whose detail the user left.
  public func userDidDeselect(_ item: Item) {
    guard attachedShown?.item == item, let detached = replaceDetail(with: nil) else { return }
    renderers.send(.byUser)
    listener?.userDidDismiss([detached])
  }

  /// The user showed or hid columns (the sidebar button, a swipe).
  ///
  /// - Parameter visibility: Which columns show now.
  public func userDidChangeColumnVisibility(_ visibility: ColumnVisibility) {
    guard visibility != columnVisibility else { return }
    columnVisibility = visibility
    renderers.send(.byUser)
  }

  /// Calls `render` after every change of the split, until the observation is cancelled: how a
  /// renderer follows it.
  ///
  /// - Parameter render: Draws the split as it is now, given what changed it.
  /// - Returns: The observation; cancel it when the view goes away.
  public func addRenderer(
    _ render: @escaping @MainActor (RIBNavigationChange) -> Void
  ) -> RIBsObservation {
    let id = renderers.add(render)
    return RIBsObservation { [weak self] in self?.renderers.remove(id) }
  }

  // MARK: Private

  /// The item shown and its detail, if the detail's RIB is still a child of the host: one the
  /// host detached directly is selected no more.
  private var attachedShown: (item: Item, screen: RIBScreen)? {
    guard let shown, let host, host.children.contains(where: { $0 === shown.screen.router }) else {
      return nil
    }
    return shown
  }

  /// Detaches the detail shown, then builds and attaches `item`'s, if any.
  ///
  /// - Returns: The screen of the detail detached, if one was.
  private func replaceDetail(with item: Item?) -> RIBScreen? {
    guard let host else {
      NavigationHostMissing.report("RIBSplit", "select \(item.map { "\($0)" } ?? "nothing")")
      return nil
    }
    var detached: RIBScreen?
    if let old = exchange(&shown, with: nil), host.detachChildIfAttached(old.screen.router) {
      detached = old.screen
    }
    if let item {
      let router = build(item)
      let route = item as? any RIBRoute
      let id = RIBScreen.ID.forScreen(showing: route)  // before its RIB loads and shows others
      if host.attachChildToShow(router) {
        shown = (item, RIBScreen(router, route: route, id: id))
      }
    }
    return detached
  }
}
