#if canImport(SwiftUI)
  import RIBs
  import SwiftUI

  /// A router whose RIB has a SwiftUI view: what a SwiftUI navigation model shows for it.
  ///
  /// A SwiftUI RIB's router returns its view, made from the view state its builder created, so
  /// that a parent's stack, sheet or tabs can show it without knowing its type:
  ///
  /// ```swift
  /// final class TopupRouter: Router<any TopupInteractable>, SwiftUIRouting {
  ///   private let state: TopupViewState
  ///
  ///   var screen: some View { TopupView(state: state, stack: stack) }
  /// }
  /// ```
  @preconcurrency
  @MainActor
  public protocol SwiftUIRouting: Routing {
    /// The type of the RIB's view.
    associatedtype Screen: View

    /// The RIB's view.
    @ViewBuilder var screen: Screen { get }
  }

  extension RIBScreen {
    /// The RIB's view, from its router (``SwiftUIRouting``).
    ///
    /// A router that is not a ``SwiftUIRouting`` is shown as a line of text that says so.
    @MainActor public var view: some View { RIBScreenView(router: router) }
  }

  /// The view of one RIB on screen.
  struct RIBScreenView: View {
    let router: any Routing

    var body: some View {
      if let routing = router as? any SwiftUIRouting {
        AnyView(routing.screen)
      } else {
        Text(verbatim: "\(type(of: router)) has no SwiftUI view: make it a SwiftUIRouting.")
      }
    }
  }
#endif
