#if canImport(SwiftUI)
  import RIBs
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A router whose RIB has a SwiftUI view, which it returns: what a SwiftUI navigation model
  /// showed before a RIB's view could be a ``RIBView``.
  ///
  /// ```swift
  /// final class TopupRouter: Router<any TopupInteractable>, SwiftUIRouting {
  ///   private let state: TopupViewState
  ///
  ///   var screen: some View { TopupView(state: state, stack: stack) }
  /// }
  /// ```
  ///
  /// A router that returns its view depends on how its RIB is drawn; a `ViewableRouter` whose view
  /// is a ``RIBView`` does not, and is shown by UIKit and the terminal as well. The core's models
  /// (`RIBStack`, `RIBPresentation`, `RIBTabs`) hold `ViewableRouting` routers only: a
  /// `SwiftUIRouting` router is shown by the wrappers kept for code written before them,
  /// ``RouterStack``, ``RouterPresentation`` and ``RouterTabs``.
  @preconcurrency
  @MainActor
  public protocol SwiftUIRouting: Routing {
    /// The type of the RIB's view.
    associatedtype Screen: View

    /// The RIB's view.
    @ViewBuilder var screen: Screen { get }
  }

  extension RIBScreen {
    /// The RIB's view: a ``SwiftUIRouting`` router's `screen`, or the view of a `ViewableRouting`
    /// router (a ``RIBView`` as it is, a UIKit view controller through a representable).
    ///
    /// A router that has neither shows nothing, and is reported to `RIBsDiagnostics` as
    /// `invalidNavigation` when it appears.
    @MainActor public var view: some View { RIBScreenView(router: router) }
  }

  /// The view of one RIB on screen.
  @MainActor
  struct RIBScreenView: View {
    let router: any Routing

    var body: some View {
      let view = RIBScreen(router).viewControllable
      if let routing = router as? any SwiftUIRouting {
        AnyView(routing.screen)
      } else if let drawn = view as? any SwiftUIDrawnView {
        drawn.anyDrawn
      } else {
        #if canImport(UIKit)
          if let view {
            HostedViewController(viewController: view.uiviewController)
          } else {
            NoView(router: router)
          }
        #else
          NoView(router: router)
        #endif
      }
    }
  }

  /// What SwiftUI shows for a router it cannot draw: nothing, reported when it appears.
  @MainActor
  struct NoView: View {
    let router: any Routing

    var body: some View {
      EmptyView().onAppear {
        RIBsDiagnostics.report(
          .invalidNavigation,
          "SwiftUI cannot draw \(type(of: router)): its view is neither a RIBView nor, on UIKit, "
            + "a view controller, and it is not a SwiftUIRouting; nothing is shown for it.")
      }
    }
  }

  #if canImport(UIKit)
    /// A RIB's UIKit view controller inside SwiftUI.
    struct HostedViewController: UIViewControllerRepresentable {
      let viewController: UIViewController

      func makeUIViewController(context: Context) -> UIViewController { viewController }

      func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }
  #endif
#endif
