#if canImport(SwiftUI)
  import RIBs
  import SwiftUI

  /// A `NavigationSplitView` whose detail is the RIB of a `RIBSplit` (RIBs): the sidebar (the
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
  public struct RIBSplitView<Item: Hashable, Sidebar: View, Placeholder: View>: View {
    private let split: RIBSplit<Item>
    private let sidebar: (Binding<Item?>) -> Sidebar
    private let placeholder: () -> Placeholder

    /// Creates a split view of `split`.
    ///
    /// - Parameters:
    ///   - split: The selection and the detail RIB.
    ///   - sidebar: The sidebar, given the selection to bind its list to.
    ///   - placeholder: What the detail column shows while nothing is selected.
    public init(
      _ split: RIBSplit<Item>, @ViewBuilder sidebar: @escaping (Binding<Item?>) -> Sidebar,
      @ViewBuilder placeholder: @escaping () -> Placeholder
    ) {
      self.split = split
      self.sidebar = sidebar
      self.placeholder = placeholder
    }

    /// The split view, bound to the split of RIBs.
    public var body: some View {
      RenderedSplitView(
        rendering: NavigationModelRendering(split), sidebar: sidebar, placeholder: placeholder
      )
      .id(ObjectIdentifier(split))
    }
  }

  /// The split view, drawn again after every change of the split.
  struct RenderedSplitView<Item: Hashable, Sidebar: View, Placeholder: View>: View {
    @StateObject private var rendering: NavigationModelRendering<RIBSplit<Item>>
    let sidebar: (Binding<Item?>) -> Sidebar
    let placeholder: () -> Placeholder

    init(
      rendering: @autoclosure @escaping () -> NavigationModelRendering<RIBSplit<Item>>,
      sidebar: @escaping (Binding<Item?>) -> Sidebar, placeholder: @escaping () -> Placeholder
    ) {
      _rendering = StateObject(wrappedValue: rendering())
      self.sidebar = sidebar
      self.placeholder = placeholder
    }

    var body: some View {
      let split = rendering.model
      NavigationSplitView(columnVisibility: columnVisibility) {
        sidebar(selection)
      } detail: {
        if let screen = split.detailScreen {
          screen.view.id(screen.id)
        } else {
          placeholder()
        }
      }
    }

    /// The item selected; `nil` set by SwiftUI (back from the detail on a compact width) leaves
    /// the item the binding was made for.
    private var selection: Binding<Item?> {
      let split = rendering.model
      let shown = split.selection
      return Binding(
        get: { @MainActor in split.selection },
        set: { @MainActor item in
          if let item {
            split.userDidSelect(item)
          } else if let shown {
            split.userDidDeselect(shown)
          }
        })
    }

    private var columnVisibility: Binding<NavigationSplitViewVisibility> {
      let split = rendering.model
      return Binding(
        get: { @MainActor in Self.swiftUI(split.columnVisibility) },
        set: { @MainActor visibility in
          split.userDidChangeColumnVisibility(Self.model(visibility))
        })
    }

    private static func swiftUI(
      _ visibility: RIBSplit<Item>.ColumnVisibility
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
    ) -> RIBSplit<Item>.ColumnVisibility {
      switch visibility {
      case .all: .all
      case .doubleColumn: .doubleColumn
      case .detailOnly: .detailOnly
      default: .automatic
      }
    }
  }
#endif
