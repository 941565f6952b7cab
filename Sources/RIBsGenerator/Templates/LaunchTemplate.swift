/// `<Name>Launch.swift`, for a root RIB: the app's component and what launches the root in a
/// window, by view: a scene delegate for UIKit (and SwiftUI hosted in UIKit), a `LaunchWindow` a
/// SwiftUI `App` shows, or a text window that runs the app's input loop for a plain view.
enum LaunchTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let component = """
      /// What the app gives its root RIB: the dependencies nothing above the root provides.
      final class AppComponent: Component<EmptyDependency>, \(name)Dependency {
        init() {
          super.init(dependency: EmptyComponent())
        }

        // TODO: Create what the whole app shares (a store, a network client), for the root's
        // dependency.
      }
      """
    switch options.view {
    case .uikit, .swiftuiHosted:
      return """
        import RIBs
        import UIKit

        \(component)

        /// Launches the app's root RIB in the scene's window.
        ///
        /// The app delegate names it for each scene it connects (or the app's Info.plist does, as
        /// `UISceneDelegateClassName` under `UIApplicationSceneManifest`).
        \(options.isSwiftUI ? SwiftUITemplate.availability + "\n" : "")final class \(name)SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          private var launchRouter: (any \(name)Routing)?

          func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
          ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            self.window = window
            let launchRouter = \(name)Builder(dependency: AppComponent()).build()
            self.launchRouter = launchRouter
            launchRouter.launch(from: window)
          }
        }

        """
    case .swiftui:
      return """
        import RIBs

        #if canImport(SwiftUI)
          import RIBsSwiftUI
          import SwiftUI
        #endif

        \(component)

        /// Launches the app's root RIB, for a SwiftUI `App` to show it.
        ///
        /// ```swift
        /// @main
        /// struct MyApp: App {
        ///   @State private var launch = \(name)Launch()
        ///
        ///   var body: some Scene {
        ///     WindowGroup { launch.view }
        ///   }
        /// }
        /// ```
        \(SwiftUITemplate.availability)
        @MainActor
        final class \(name)Launch: LaunchWindow {
          let launchRouter: any \(name)Routing

          init() {
            launchRouter = \(name)Builder(dependency: AppComponent()).build()
            launchRouter.launch(from: self)
          }

          /// The scene shows the root's view (`view`); there is no window to give it to.
          func show(rootViewController: any ViewControllable) {}

          #if canImport(SwiftUI)
            /// The root RIB's view, for the scene.
            var view: some View { RIBChildView(launchRouter) }
          #endif
        }

        """
    case .plain:
      return renderTextWindow(options, component: component)
    case .none:
      return ""
    }
  }

  private static func renderTextWindow(_ options: RIBTemplateOptions, component: String) -> String {
    let name = options.name.value
    return """
      import Foundation
      import RIBs

      \(component)

      /// The app's window, as text: it shows the root RIB's plain view (TextScreen.swift) and the
      /// screens over it, and hands them the lines the user types.
      ///
      /// ```swift
      /// let window = \(name)Window()
      /// let launchRouter = \(name)Builder(dependency: AppComponent()).build()
      /// launchRouter.launch(from: window)
      /// await window.run(input: \(name)Window.standardInput())
      /// ```
      @MainActor
      final class \(name)Window: LaunchWindow {
        private var root: (any TextScreen)?
        private let write: (String) -> Void

        /// Creates a window that writes its lines with `write`, by default to standard output.
        init(write: @escaping (String) -> Void = { print($0) }) {
          self.write = write
        }

        func show(rootViewController: any ViewControllable) {
          root = rootViewController as? any TextScreen
        }

        /// The screens shown, from the root's view to the top one.
        var screens: [any TextScreen] {
          var screens: [any TextScreen] = []
          var next = root
          while let screen = next {
            screens.append(screen)
            next = screen.screenOver
          }
          return screens
        }

        /// The screens that take commands, the top one first: down to the one that presents the
        /// screen over it, if any (a sheet covers what is below it).
        var activeScreens: [any TextScreen] {
          var active: [any TextScreen] = []
          for screen in screens.reversed() {
            active.append(screen)
            if screen.presentsScreenOver { break }
          }
          return active
        }

        /// Writes the screens: where the user is, then what the screens that take commands show.
        func draw() {
          write("")
          write(screens.map(\\.title).joined(separator: " > "))
          for line in activeScreens.reversed().flatMap(\\.lines) { write("  " + line) }
        }

        /// Hands `line` to the top screen, then to those below it that take commands, until one
        /// takes it.
        ///
        /// - Returns: Whether a screen took it; if none did, the window says so.
        @discardableResult
        func handle(_ line: String) -> Bool {
          let command = line.trimmingCharacters(in: .whitespaces).lowercased()
          guard !command.isEmpty else { return false }
          for screen in activeScreens where screen.handle(command) { return true }
          write(
            "\\(command.debugDescription) is not a command here: type one of those above, or quit.")
          return false
        }

        /// Draws the screens, then handles each line of `input` and draws them again, until
        /// `quit` or the end of input.
        ///
        /// Run it from an `async` `main()`: each `await` of the next line leaves the main actor
        /// free for the framework's own work (tasks scoped to a RIB, workflows, the leak
        /// detector), which a blocking `readLine()` there would hold up.
        func run(input: AsyncStream<String>) async {
          write("Type a command of those below, or quit.")
          draw()
          for await line in input {
            if line.trimmingCharacters(in: .whitespaces).lowercased() == "quit" { return }
            handle(line)
            draw()
          }
        }

        /// The lines of standard input, read on a thread of their own until the end of input, so
        /// that the main actor stays free while the app waits for the user.
        nonisolated static func standardInput() -> AsyncStream<String> {
          let (lines, continuation) = AsyncStream.makeStream(of: String.self)
          Thread {
            while let line = readLine(strippingNewline: true) { continuation.yield(line) }
            continuation.finish()
          }.start()
          return lines
        }
      }

      """
  }
}
