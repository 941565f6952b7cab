import RIBs

/// A sidebar and a detail: the host RIB's view lists items, and the item selected shows a child
/// RIB in the detail column.
///
/// Selecting an item builds and attaches its RIB, in place of the one shown before; the column
/// visibility is state too.
///
/// The split state of a RIB, the same on every platform: the RIB's router hosts it and drives it,
/// a renderer draws it and hands it what the user did (RIBsSwiftUI's `RIBSplitView` with
/// `NavigationSplitView`, RIBsUIKit's `RIBSplitViewController`, the terminal), and a test drives it
/// on Linux. On a compact width (an iPhone) the renderers show the sidebar, then the detail pushed
/// above it, as a phone shows a list and a row's screen; going back deselects the item.
///
/// Three columns are two splits: the RIB of the detail hosts a split of its own, whose detail is
/// the third column (``contentSplit``), as a mailbox lists its messages and shows the one picked.
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
/// - ``userDidSelect(_:from:)``, the renderer's report of a row the user picked, selects it as the
///   router would, and tells the listener about the RIB it detached. The item selected, picked
///   again, pops its detail's stack to the root.
/// - ``userDidLeaveDetail(from:)``, the report of the user going back from the detail on a compact
///   width, names the detail the renderer showed: its RIB is detached and the listener is told.
/// - A report made for a detail no longer shown changes nothing and tells nobody.
/// - A detail the host detached directly is no longer shown: its item is selected no more, and the
///   renderers are told.
@preconcurrency
@MainActor
public final class RIBSplit<Item: Hashable>: RIBNavigationModel, RIBSplitColumns {
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

  /// Which columns show.
  public private(set) var columnVisibility = ColumnVisibility.automatic
  private let build: @MainActor (Item) -> any ViewableRouting
  /// The item selected and its detail's screen, made once when the item is selected.
  private var shown: (item: Item, screen: RIBScreen)?

  /// Creates a split with nothing selected, hosted by `host`.
  ///
  /// - Parameters:
  ///   - host: The router that attaches the details' routers.
  ///   - listener: Told about the RIBs detached because the user went back or picked another
  ///     item.
  ///   - build: Builds the RIB of an item's detail each time the item is selected.
  public init(
    host: any RIBNavigationHost, listener: any UserNavigationListener,
    build: @escaping @MainActor (Item) -> any ViewableRouting
  ) {
    self.build = build
    super.init(host: host, listener: listener)
    NavigationRegistry.of(host).host(self)
  }

  /// The item selected; `nil` if none is.
  public var selection: Item? { shown?.item }

  /// The detail's screen, carrying the item as its route when `Item` is a ``RIBRoute``; `nil` if
  /// nothing is selected.
  public var detailScreen: RIBScreen? { shown?.screen }

  /// The split the RIB of the detail hosts, if it hosts one: the middle and last columns of three.
  public var contentSplit: (any RIBSplitColumns)? {
    shown.flatMap { NavigationRegistry.existing(of: $0.screen.router)?.hostedSplit }
  }

  /// The detail's identity.
  public override var showing: RIBScreen.ID? { shown?.screen.id }

  /// The detail's screen, if an item is selected.
  public override var shownScreens: [RIBScreen] { detailScreen.map { [$0] } ?? [] }

  /// Where the detail is shown.
  public override var places: [ObjectIdentifier: RIBPlace] {
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
    render(.byRouter(animated: animated))
  }

  /// Shows `visibility`'s columns.
  ///
  /// - Parameters:
  ///   - visibility: Which columns show.
  ///   - animated: Whether the renderer animates the change.
  public func setColumnVisibility(_ visibility: ColumnVisibility, animated: Bool = true) {
    guard visibility != columnVisibility else { return }
    columnVisibility = visibility
    render(.byRouter(animated: animated))
  }

  // MARK: The renderer's side

  /// The user picked `item` in the sidebar while the renderer showed `showing`: it is selected as
  /// ``select(_:animated:)`` selects it, and the RIB it replaces is told to the listener.
  ///
  /// The item selected, picked again, pops its detail's stack to the root.
  ///
  /// - Parameters:
  ///   - item: The item picked.
  ///   - showing: The identity of the detail the renderer showed; `nil` if it showed none.
  public func userDidSelect(_ item: Item, from showing: RIBScreen.ID?) {
    guard isCurrent(showing) else { return }
    if let shown, shown.item == item {
      for model in shown.screen.router.navigationModels { model.userDidReselectHost() }
      return
    }
    let detached = replaceDetail(with: item)
    // The sidebar shows the row picked already; the detail is new to every renderer.
    render(.byRouter(animated: true))
    if let detached { listener?.userDidDismiss([detached]) }
  }

  /// The user went back from the detail the renderer showed, on a compact width: its RIB is
  /// detached, and the listener is told.
  ///
  /// - Parameter showing: The identity of the detail the user left.
  public func userDidLeaveDetail(from showing: RIBScreen.ID?) {
    guard showing != nil, isCurrent(showing), let detached = replaceDetail(with: nil) else {
      return
    }
    userDidTakeAway([detached])
  }

  /// The user showed or hid columns (the sidebar button, a swipe).
  ///
  /// - Parameter visibility: Which columns show now.
  public func userDidChangeColumnVisibility(_ visibility: ColumnVisibility) {
    guard visibility != columnVisibility else { return }
    columnVisibility = visibility
    render(.byUser)
  }

  /// A detail the host detached directly is no longer shown.
  public override func routerDidDetach(_ child: any Routing) {
    guard shown?.screen.router === child else { return }
    shown = nil
    render(.byRouter(animated: true))
  }

  // MARK: Private

  /// Detaches the detail shown, then builds and attaches `item`'s, if any.
  ///
  /// - Returns: The screen of the detail detached, if one was.
  private func replaceDetail(with item: Item?) -> RIBScreen? {
    var detached: RIBScreen?
    if let old = shown.take(), detach(old.screen.router) {
      detached = old.screen
    }
    if let item {
      let router = build(item)
      // Numbered before its RIB loads and shows others.
      let screen = makeScreen(showing: router, route: item as? any RIBRoute)
      if attach(router, toDo: "select \(item)") {
        shown = (item, screen)
      }
    }
    return detached
  }
}
