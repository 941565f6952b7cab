#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The view of a RIB that SwiftUI draws: a SwiftUI view as the `ViewControllable` its router
  /// keeps, so that the router is the same whatever draws the RIB.
  ///
  /// A RIB's builder makes the view, and that is where what draws the RIB is chosen: a SwiftUI
  /// view in a `RIBView`, a `UIViewController`, a terminal screen. The router is a
  /// `ViewableRouter` in each case, and a parent's navigation models (`RIBStack`,
  /// `RIBPresentation`, `RIBTabs`) show it whatever draws them:
  ///
  /// ```swift
  /// let state = BalanceViewState()
  /// let view = RIBView { BalanceView(state: state) }
  /// let interactor = BalanceInteractor(presenter: state)
  /// return BalanceRouter(interactor: interactor, viewController: view)
  /// ```
  ///
  /// SwiftUI draws the content itself, in a stack, a sheet or a tab; a UIKit parent presents,
  /// pushes or embeds ``uiviewController``, a hosting controller of it.
  @preconcurrency
  @MainActor
  public final class RIBView<Content: View>: ViewControllable {
    /// The SwiftUI view.
    public let content: Content
    /// Whether SwiftUI shows the view now: between its `onAppear` and its `onDisappear`.
    public internal(set) var isOnScreen = false

    /// Makes the view of a RIB from a SwiftUI view.
    ///
    /// - Parameter content: The SwiftUI view, usually drawn from the RIB's view state.
    public init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    #if canImport(UIKit)
      /// A hosting controller of the view, for a UIKit parent.
      public private(set) lazy var uiviewController: UIViewController = UIHostingController(
        rootView: drawn)
    #endif

    /// The content, keeping ``isOnScreen`` up to date.
    var drawn: RIBViewContent<Content> { RIBViewContent(content: content, owner: self) }
  }

  /// A ``RIBView``'s content as SwiftUI draws it.
  @MainActor
  struct RIBViewContent<Content: View>: View {
    let content: Content
    weak var owner: RIBView<Content>?

    var body: some View {
      content
        .onAppear { owner?.isOnScreen = true }
        .onDisappear { owner?.isOnScreen = false }
    }
  }

  /// A view SwiftUI draws as it is.
  @MainActor
  protocol SwiftUIDrawnView {
    /// The view, drawn.
    var anyDrawn: AnyView { get }
  }

  extension RIBView: SwiftUIDrawnView {
    var anyDrawn: AnyView { AnyView(drawn) }
  }
#endif
