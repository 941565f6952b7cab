#if canImport(SwiftUI)
  import RIBs
  import RIBsNavigation
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  extension RIBScreen {
    /// The RIB's view as SwiftUI draws it: a ``RIBView`` as it is, a UIKit view controller
    /// through a representable.
    ///
    /// A view that is neither shows nothing, and is reported to `RIBsDiagnostics` as
    /// `invalidNavigation` when it appears.
    @MainActor public var view: some View { RIBChildView(view: viewControllable) }
  }

  /// A child RIB's view inside its parent's SwiftUI view, whatever draws the child: a ``RIBView``
  /// as it is, a UIKit view controller through a representable.
  ///
  /// For a child the parent shows inside its own view, as a home screen shows dashboards; the
  /// screens of a navigation model draw theirs with `RIBScreen.view`.
  ///
  /// ```swift
  /// ForEach(state.dashboards, id: \.self) { dashboard in RIBChildView(dashboard.router) }
  /// ```
  ///
  /// A view that SwiftUI cannot draw (neither a ``RIBView`` nor, on UIKit, a view controller)
  /// shows nothing, and is reported to `RIBsDiagnostics` as `invalidNavigation` when it appears.
  @MainActor
  public struct RIBChildView: View {
    private let view: any ViewControllable

    /// Creates the view of `router`'s RIB.
    ///
    /// - Parameter router: The child's router.
    public init(_ router: any ViewableRouting) {
      view = router.viewControllable
    }

    /// Creates the view of a RIB from its view.
    init(view: any ViewControllable) {
      self.view = view
    }

    /// The child's view.
    public var body: some View {
      if let drawn = view as? any SwiftUIDrawnView {
        drawn.anyDrawn
      } else {
        #if canImport(UIKit)
          HostedViewController(viewController: view.uiviewController)
        #else
          NoView(view: view)
        #endif
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
  #else
    /// What SwiftUI shows for a view it cannot draw: nothing, reported when it appears.
    @MainActor
    struct NoView: View {
      let view: any ViewControllable

      var body: some View {
        EmptyView().onAppear {
          RIBsDiagnostics.report(
            .invalidNavigation,
            "SwiftUI cannot draw \(type(of: view)): it is not a RIBView, and there is no UIKit to "
              + "host a view controller; nothing is shown for it.")
        }
      }
    }
  #endif
#endif
