#if canImport(SwiftUI) && canImport(UIKit)
  import RIBs
  import SwiftUI
  import UIKit

  /// A SwiftUI view in the RIB tree: a `UIHostingController` that is a `ViewControllable`.
  ///
  /// A SwiftUI RIB's builder hosts its view in one, and its router presents, pushes or embeds it as
  /// any other view controller:
  ///
  /// ```swift
  /// let state = CheckoutViewState()
  /// let viewController = RIBHostingController(rootView: CheckoutView(state: state))
  /// let interactor = CheckoutInteractor(presenter: state)
  /// return CheckoutRouter(interactor: interactor, viewController: viewController)
  /// ```
  ///
  /// The view state is the RIB's presenter: the interactor drives it, the SwiftUI view reads it.
  /// The router's `XViewControllable` protocol is adopted by an extension of
  /// `RIBHostingController<CheckoutView>` or by a subclass.
  @preconcurrency
  @MainActor
  open class RIBHostingController<Content: View>: UIHostingController<Content>, ViewControllable {}
#endif
