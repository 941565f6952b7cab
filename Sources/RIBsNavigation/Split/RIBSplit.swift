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
/// the third column (``Rendering/contentSplit``), as a mailbox lists its messages and shows the one
/// picked.
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
/// - Each item is the route its detail's screen carries: a ``RIBNavigationState`` saves the
///   selection when the host handles `Item` routes (`handleRoutes(_:with:)`), and selects it again.
/// - ``Rendering/userDidSelect(_:from:)``, the renderer's report of a row the user picked, selects
///   it as the router would, and tells the listener about the RIB it detached. The item selected,
///   picked again, pops its detail's stack to the root.
/// - ``Rendering/userDidLeaveDetail(from:)``, the report of the user going back from the detail on
///   a compact width, names the detail the renderer showed: its RIB is detached and the listener
///   is told.
/// - A report made for a detail no longer shown changes nothing and tells nobody.
/// - A detail the host detached directly is no longer shown: its item is selected no more, and the
///   renderers are told.
/// - A host may host several splits; a renderer of three columns draws the first one the detail's
///   RIB hosts as the middle and last columns.
@preconcurrency
@MainActor
public final class RIBSplit<Item: RIBRoute>: RIBNavigationModel {
  /// Which columns show.
  public private(set) var columnVisibility = RIBSplitColumnVisibility.automatic
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
    NavigationRegistry.of(host).hostSplit(self)
  }

  /// The split as its renderers see it: what to draw and what the user did.
  public var rendering: Rendering { Rendering(self) }

  /// The item selected; `nil` if none is.
  public var selection: Item? { shown?.item }

  /// The detail's screen, carrying the item as its route; `nil` if nothing is selected.
  public var detailScreen: RIBScreen? { shown?.screen }

  /// The router of the detail; `nil` if nothing is selected.
  public var detailRouter: (any ViewableRouting)? { shown?.screen.router }

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
  public func setColumnVisibility(_ visibility: RIBSplitColumnVisibility, animated: Bool = true) {
    guard visibility != columnVisibility else { return }
    columnVisibility = visibility
    render(.byRouter(animated: animated))
  }

  // MARK: What the user did

  /// The user picked `item`: see ``Rendering/userDidSelect(_:from:)``.
  func userDidSelect(_ item: Item, from showing: RIBScreen.ID?) {
    // The sidebar shows the row picked already; the detail is new to every renderer.
    applyUserAction(madeFor: showing, renders: .byRouter(animated: true)) {
      if let shown, shown.item == item {
        for model in shown.screen.router.navigationModels { model.userDidReselectHost() }
        return nil
      }
      return replaceDetail(with: item).map { [$0] } ?? []
    }
  }

  /// The user left the detail: see ``Rendering/userDidLeaveDetail(from:)``.
  func userDidLeaveDetail(from showing: RIBScreen.ID?) {
    guard showing != nil else { return }
    applyUserAction(madeFor: showing) { replaceDetail(with: nil).map { [$0] } }
  }

  /// The user showed or hid columns: see ``Rendering/userDidChangeColumnVisibility(_:)``.
  func userDidChangeColumnVisibility(_ visibility: RIBSplitColumnVisibility) {
    applyUserAction(madeFor: showing) {
      guard visibility != columnVisibility else { return nil }
      columnVisibility = visibility
      return []
    }
  }

  /// A detail the host detached directly is no longer shown.
  @_spi(NavigationModels)
  public override func removeDetached(_ screen: RIBScreen) -> [RIBScreen] {
    if shown?.screen == screen { shown = nil }
    return []
  }

  // MARK: Private

  /// Detaches the detail shown, then builds and attaches `item`'s, if any.
  ///
  /// - Returns: The screen of the detail detached, if one was.
  private func replaceDetail(with item: Item?) -> RIBScreen? {
    var detached: RIBScreen?
    if let old = shown.take(), detach(old.screen) {
      detached = old.screen
    }
    if let item {
      let router = build(item)
      // Numbered before its RIB loads and shows others.
      if let screen = makeScreen(showing: router, route: item, toDo: "select \(item)"),
        attach(screen, toDo: "select \(item)")
      {
        shown = (item, screen)
      }
    }
    return detached
  }
}

extension RIBSplit: SplitDetailModel {}

/// Which columns of a split show, as `NavigationSplitView` and `UISplitViewController` name them.
public enum RIBSplitColumnVisibility: Sendable, Hashable {
  /// As the platform decides for the width.
  case automatic
  /// Every column.
  case all
  /// Two columns: the sidebar and the detail; in a three-column layout, the middle column and the
  /// detail.
  case doubleColumn
  /// The detail only.
  case detailOnly
}
