import Foundation

/// Something that handles the URLs the app is opened with: deep links.
///
/// A root builder returns it beside the launch router, usually the root interactor, which parses the
/// URL and starts a ``Workflow``:
///
/// ```swift
/// protocol RootBuildable: Buildable {
///   func build() -> (launchRouter: any LaunchRouting, urlHandler: any URLHandler)
/// }
///
/// // At launch:
/// let (launchRouter, urlHandler) = RootBuilder(dependency: AppComponent()).build()
/// launchRouter.launch(from: window)
/// urlHandler.handle(url)
/// ```
@preconcurrency
@MainActor
public protocol URLHandler: AnyObject {
  /// Handles a URL the app was opened with.
  ///
  /// - Parameter url: The URL.
  func handle(_ url: URL)
}
