#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI

  /// The list a `RIBSplit` (RIBsNavigation) picks from, drawn again after every change of the
  /// split: the middle column of three, drawn by the RIB whose router hosts that split.
  ///
  /// ```swift
  /// RIBSplitList(state.split) { selection in
  ///   List(state.messages, selection: selection) { message in Text(message.subject) }
  /// }
  /// ```
  ///
  /// A row the user picks is reported to the split, which builds and attaches its RIB; going back
  /// from the detail on a compact width reports that the user left that item, whose RIB is
  /// detached. A report SwiftUI makes after the router changed the selection changes nothing.
  @MainActor
  public struct RIBSplitList<Item: RIBRoute, Content: View>: View {
    private let split: RIBSplit<Item>.Rendering
    private let content: (Binding<Item?>) -> Content

    /// Creates the list of `split`.
    ///
    /// - Parameters:
    ///   - split: The selection and the detail RIB.
    ///   - content: The list, given the selection to bind it to.
    public init(
      _ split: RIBSplit<Item>.Rendering,
      @ViewBuilder content: @escaping (Binding<Item?>) -> Content
    ) {
      self.split = split
      self.content = content
    }

    /// The list, bound to the split's selection.
    public var body: some View {
      RenderedSplitList(observer: RenderingObserver(split), content: content)
        .id(split.id)
    }
  }

  /// The list, drawn again after every change of the split.
  @MainActor
  struct RenderedSplitList<Item: RIBRoute, Content: View>: View {
    @StateObject private var observer: RenderingObserver<RIBSplit<Item>.Rendering>
    let content: (Binding<Item?>) -> Content

    init(
      observer: @autoclosure @escaping () -> RenderingObserver<RIBSplit<Item>.Rendering>,
      content: @escaping (Binding<Item?>) -> Content
    ) {
      _observer = StateObject(wrappedValue: observer())
      self.content = content
    }

    var body: some View { content(observer.rendering.userSelection) }
  }

  extension RIBSplit.Rendering {
    /// The item selected, as a list binds it; what the list sets is reported for the detail the
    /// binding was made for.
    @MainActor var userSelection: Binding<Item?> {
      let showing = showing
      return Binding(
        get: { @MainActor in self.selection },
        set: { @MainActor item in self.userDidSetSelection(item, from: showing) })
    }
  }
#endif
