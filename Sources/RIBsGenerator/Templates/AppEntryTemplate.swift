/// `<Name>App.swift`, the entry point of an app `ribs new app` writes: it launches the root RIB
/// with what `<Root>Launch.swift` declares, by view.
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
          @main
          @MainActor
          struct \(name)App: App {
            @State private var launch = \(root)Launch()

            var body: some Scene {
              WindowGroup { launch.view }
            }
          }
        #else
          /// Without SwiftUI (Linux) there is nothing to show: `swift test` runs the RIBs' tests.
          @main
          enum \(name)App {
            static func main() {
              print(
                "\(name)'s views are SwiftUI's: run it on macOS or iOS; here, swift test runs its "
                  + "tests.")
            }
          }
        #endif

        """
    case .uikit, .swiftuiHosted:
      return """
        import UIKit

        /// The app's delegate: each scene is launched by \(root)SceneDelegate.
        @main
        final class \(name)AppDelegate: UIResponder, UIApplicationDelegate {
          func application(
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
