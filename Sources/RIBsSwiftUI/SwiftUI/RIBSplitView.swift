#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// A `NavigationSplitView` whose detail is the RIB of a `RIBSplit` (RIBsNavigation): the sidebar (the
  /// host RIB's list) selects an item through the selection it is handed, and the item's RIB shows
  /// in the detail column.
  ///
  /// ```swift
  /// RIBSplitView(split) { selection in
  ///   List(cards, selection: selection) { card in Text(card.name).tag(card.id) }
  /// } placeholder: {
  ///   Text("Pick a card")
  /// }
  /// ```
  ///
  /// Picking a row reports it to the split, which builds and attaches its RIB. On a compact width
  /// SwiftUI collapses the columns into a stack, as a phone shows them: the detail is pushed above
  /// the list, and going back reports that the user left that item, whose RIB is detached. A
  /// report SwiftUI makes after the router changed the selection changes nothing. Column
  /// visibility is the split's state, both ways.
  ///
  /// Made with a `contentPlaceholder`, it has three columns: the item's RIB is the middle one, and
  /// when it hosts a split of its own (a mailbox listing messages, drawn with `RIBSplitList`), the
  /// detail of that split is the third.
  public struct RIBSplitView<
    Item: RIBRoute, Sidebar: View, ContentPlaceholder: View, Placeholder: View
  >: View {
    private let split: RIBSplit<Item>.Rendering
    private let sidebar: (Binding<Item?>) -> Sidebar
    private let contentPlaceholder: (() -> ContentPlaceholder)?
    private let placeholder: () -> Placeholder

    /// Creates a split view of `split` in three columns.
    ///
    /// - Parameters:
    ///   - split: The selection and the RIB of the middle column.
    ///   - sidebar: The sidebar, given the selection to bind its list to.
    ///   - contentPlaceholder: What the middle column shows while nothing is selected.
    ///   - placeholder: What the last column shows while the RIB of the middle column shows no
    ///     detail.
    public init(
      _ split: RIBSplit<Item>.Rendering,
      @ViewBuilder sidebar: @escaping (Binding<Item?>) -> Sidebar,
      @ViewBuilder contentPlaceholder: @escaping () -> ContentPlaceholder,
      @ViewBuilder placeholder: @escaping () -> Placeholder
    ) {
      self.split = split
      self.sidebar = sidebar
      self.contentPlaceholder = contentPlaceholder
      self.placeholder = placeholder
    }

    /// The split view, bound to the split of RIBs.
    public var body: some View {
      RenderedSplitView(
        observer: RenderingObserver(split), sidebar: sidebar,
        contentPlaceholder: contentPlaceholder, placeholder: placeholder
      )
      .id(split.id)
    }
  }

  extension RIBSplitView where ContentPlaceholder == EmptyView {
    /// Creates a split view of `split` in two columns.
    ///
    /// - Parameters:
    ///   - split: The selection and the detail RIB.
    ///   - sidebar: The sidebar, given the selection to bind its list to.
    ///   - placeholder: What the detail column shows while nothing is selected.
    public init(
      _ split: RIBSplit<Item>.Rendering,
      @ViewBuilder sidebar: @escaping (Binding<Item?>) -> Sidebar,
      @ViewBuilder placeholder: @escaping () -> Placeholder
    ) {
      self.split = split
      self.sidebar = sidebar
      contentPlaceholder = nil
      self.placeholder = placeholder
    }
  }

  /// The split view, drawn again after every change of the split.
  struct RenderedSplitView<
    Item: RIBRoute, Sidebar: View, ContentPlaceholder: View, Placeholder: View
  >: View {
    @StateObject private var observer: RenderingObserver<RIBSplit<Item>.Rendering>
    let sidebar: (Binding<Item?>) -> Sidebar
    let contentPlaceholder: (() -> ContentPlaceholder)?
    let placeholder: () -> Placeholder

    init(
      observer: @autoclosure @escaping () -> RenderingObserver<RIBSplit<Item>.Rendering>,
      sidebar: @escaping (Binding<Item?>) -> Sidebar,
      contentPlaceholder: (() -> ContentPlaceholder)?, placeholder: @escaping () -> Placeholder
    ) {
      _observer = StateObject(wrappedValue: observer())
      self.sidebar = sidebar
      self.contentPlaceholder = contentPlaceholder
      self.placeholder = placeholder
    }

    var body: some View {
      let split = observer.rendering
      if let contentPlaceholder {
        NavigationSplitView(columnVisibility: columnVisibility) {
          sidebar(split.userSelection)
        } content: {
          SplitColumn(screen: split.detailScreen, placeholder: contentPlaceholder)
        } detail: {
          if let contentSplit = split.contentSplit {
            ContentSplitDetail(contentSplit, placeholder: placeholder)
          } else {
            placeholder()
          }
        }
      } else {
        NavigationSplitView(columnVisibility: columnVisibility) {
          sidebar(split.userSelection)
        } detail: {
          SplitColumn(screen: split.detailScreen, placeholder: placeholder)
        }
      }
    }

    @MainActor private var columnVisibility: Binding<NavigationSplitViewVisibility> {
      let split = observer.rendering
      return Binding(
        get: { @MainActor in Self.swiftUI(split.columnVisibility) },
        set: { @MainActor visibility in
          split.userDidChangeColumnVisibility(Self.model(visibility))
        })
    }

    private static func swiftUI(
      _ visibility: RIBSplitColumnVisibility
    ) -> NavigationSplitViewVisibility {
      switch visibility {
      case .automatic: .automatic
      case .all: .all
      case .doubleColumn: .doubleColumn
      case .detailOnly: .detailOnly
      }
    }

    private static func model(
      _ visibility: NavigationSplitViewVisibility
    ) -> RIBSplitColumnVisibility {
      switch visibility {
      case .all: .all
      case .doubleColumn: .doubleColumn
      case .detailOnly: .detailOnly
      default: .automatic
      }
    }
  }

  /// The last of three columns: the detail of the split of the RIB in the middle column, drawn
  /// again after every change of that split.
  @MainActor
  struct ContentSplitDetail<Placeholder: View>: View {
    let split: RIBSplitColumns
    let placeholder: () -> Placeholder

    init(_ split: RIBSplitColumns, placeholder: @escaping () -> Placeholder) {
      self.split = split
      self.placeholder = placeholder
    }

    var body: some View {
      Followed(observer: RenderingObserver(split), placeholder: placeholder)
        .id(split.id)
    }

    @MainActor
    struct Followed: View {
      @StateObject private var observer: RenderingObserver<RIBSplitColumns>
      let placeholder: () -> Placeholder

      init(
        observer: @autoclosure @escaping () -> RenderingObserver<RIBSplitColumns>,
        placeholder: @escaping () -> Placeholder
      ) {
        _observer = StateObject(wrappedValue: observer())
        self.placeholder = placeholder
      }

      var body: some View {
        SplitColumn(screen: observer.rendering.detailScreen, placeholder: placeholder)
      }
    }
  }

  /// A column of a split view: `screen`'s view, or `placeholder` when there is none.
  @MainActor
  struct SplitColumn<Placeholder: View>: View {
    let screen: RIBScreen?
    let placeholder: () -> Placeholder

    var body: some View {
      if let screen {
        screen.view.id(screen.id)
      } else {
        placeholder()
      }
    }
  }
#endif
