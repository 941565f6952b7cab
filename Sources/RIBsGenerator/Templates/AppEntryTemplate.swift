/// `<Name>App.swift`, the entry point of an app `ribs new app` writes.
///
/// It launches the root RIB with what `<Root>Launch.swift` declares, by view. An iOS app's is
/// public, without `@main`: the app target of its Xcode project starts the app with it
/// (``XcodeProjectTemplate``).
enum AppEntryTemplate {
  static func render(_ options: AppTemplateOptions, root: RIBName) -> String {
    let name = options.name.value
    let root = root.value
    switch options.view {
    case .plain, .none:
      return """
        import RIBs

        /// Launches the root RIB in a text window, then hands it each line typed until `quit`
        /// or the end of input.
        @main
        enum \(name)App {
          @MainActor
          static func main() async {
            let window = \(root)Window()
            let launchRouter = \(root)Builder(dependency: AppComponent()).build()
            launchRouter.launch(from: window)
            // Awaiting each line keeps the main actor free for the RIBs' own work meanwhile.
            await window.run(input: \(root)Window.standardInput())
            withExtendedLifetime(launchRouter) {}
          }
        }

        """
    case .swiftui:
      return """
        #if canImport(SwiftUI)
          import SwiftUI

          /// Shows the root RIB in the app's window.
          ///
          /// The app target of Xcode/\(name).xcodeproj starts the app with it (`@main`); without
          /// SwiftUI (Linux) `swift test` runs the RIBs' tests.
          @MainActor
          public struct \(name)App: App {
            @State private var launch = \(root)Launch()

            public init() {}

            public var body: some Scene {
              WindowGroup { launch.view }
            }
          }
        #endif

        """
    case .uikit, .swiftuiHosted:
      return """
        import UIKit

        /// The app's delegate: each scene is launched by \(root)SceneDelegate.
        ///
        /// The app target of Xcode/\(name).xcodeproj starts the app with it (`@main`).
        public final class \(name)AppDelegate: UIResponder, UIApplicationDelegate {
          public func application(
            _ application: UIApplication,
            configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
          ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(
              name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = \(root)SceneDelegate.self
            return configuration
          }
        }

        """
    }
  }
}
