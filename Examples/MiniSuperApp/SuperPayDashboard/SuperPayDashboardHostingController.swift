#if canImport(SwiftUI) && canImport(UIKit)
  import RIBsSwiftUI

  /// On UIKit, the dashboard's view is the SwiftUI view in a hosting controller:
  ///
  /// ```swift
  /// let state = SuperPayDashboardViewState()
  /// let viewController = RIBHostingController(rootView: SuperPayDashboardView(state: state))
  /// let interactor = SuperPayDashboardInteractor(presenter: state, dependency: component)
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension RIBHostingController: SuperPayDashboardViewControllable
  where Content == SuperPayDashboardView {}
#endif
