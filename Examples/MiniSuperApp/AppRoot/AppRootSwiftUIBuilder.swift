import RIBs

/// Builds the root of the SwiftUI app: its tabs, and the handler of the app's deep links.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
final class AppRootSwiftUIBuilder: Builder<any AppRootDependency> {
  /// - Returns: The root's router, to launch and to show, and the interactor, which opens deep
  ///   links.
  func build() -> (router: AppRootSwiftUIRouter, urlHandler: any URLHandler) {
    let component = AppRootComponent(dependency: dependency)
    let state = AppRootViewState()
    let interactor = AppRootInteractor(presenter: state)
    let router = AppRootSwiftUIRouter(
      interactor: interactor,
      state: state,
      appHomeBuilder: AppHomeSwiftUIBuilder(dependency: component),
      financeHomeBuilder: FinanceHomeSwiftUIBuilder(dependency: component),
      profileHomeBuilder: ProfileHomeSwiftUIBuilder(dependency: component))
    return (router, interactor)
  }
}
