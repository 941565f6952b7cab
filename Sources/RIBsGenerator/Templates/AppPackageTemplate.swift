import Foundation

/// `Package.swift`, `README.md` and `.gitignore` of an app `ribs new app` writes: one target with
/// the app's RIBs and its entry point (an executable for the terminal; a library for iOS, which
/// the app target of its Xcode project links), and one test target with their tests.
enum AppPackageTemplate {
  static func renderManifest(_ options: AppTemplateOptions) -> String {
    let name = options.name.value
    let package = options.framework.packageName
    let dependency =
      switch options.framework {
      case .path(let path): ".package(path: \(literal(path)), traits: [])"
      case .url(let url, let version):
        ".package(url: \(literal(url)), from: \(literal(version)), traits: [])"
      }
    let targetProducts = (["RIBs", "RIBsNavigation"] + viewProducts(options.view)).map {
      ".product(name: \"\($0)\", package: \(literal(package)))"
    }
    let testProducts = ["RIBs", "RIBsNavigation", "RIBsTesting"].map {
      ".product(name: \"\($0)\", package: \(literal(package)))"
    }
    // An iOS app's RIBs are a library, which the app target of its Xcode project links.
    let (products, kind) =
      options.hasXcodeProject
      ? (
        """

          products: [
            // The app's RIBs, for the app target of Xcode/\(name).xcodeproj.
            .library(name: "\(name)", targets: ["\(name)"])
          ],
        """, "target"
      ) : ("", "executableTarget")
    return """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "\(name)",
        platforms: [\(platforms(options.view))],\(products)
        dependencies: [
          // traits: [] builds the framework alone, without the packages its tools need.
          \(dependency)
        ],
        targets: [
          .\(kind)(
            name: "\(name)",
            dependencies: [
      \(targetProducts.map { "        " + $0 + "," }.joined(separator: "\n"))
            ],
            // Wires each RIB's needs to the ancestors that provide them, at build time.
            plugins: [.plugin(name: "RIBsDependencies", package: \(literal(package)))]),
          .testTarget(
            name: "\(name)Tests",
            dependencies: [
              "\(name)",
      \(testProducts.map { "        " + $0 + "," }.joined(separator: "\n"))
            ]),
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  static func renderReadme(_ options: AppTemplateOptions) -> String {
    let name = options.name.value
    var run: String
    switch options.view {
    case .plain:
      run = """
        ```sh
        swift run \(name)    # the app, in your terminal: type a tab's name, a screen's, back, close
        swift test           # its tests
        ```
        """
    case .swiftui, .uikit, .swiftuiHosted, .none:
      let iOS = XcodeProjectTemplate.deploymentTarget(options).dropLast(2)
      let target = XcodeProjectTemplate.targetName(options)
      let templates = """
        In Xcode, File > New > File from Template… > RIB writes a RIB into the package's folders
        once `ribs xcode-templates install` has run: choose Dependencies "Generated", which the
        package's plugin wires.
        """
      let open =
        switch options.project {
        case .xcodeProject:
          """
          Open `Xcode/\(name).xcodeproj` in Xcode 16 or later, choose an iPhone simulator, and run
          the \(name) scheme (⌘R); ⌘U runs the RIBs' tests on it.
          """
        case .tuist:
          """
          `Xcode/Project.swift` describes the app's Xcode project for Tuist 4. `cd Xcode && tuist
          generate` writes `Xcode/\(name).xcworkspace` and opens it in Xcode 16 or later: choose an
          iPhone simulator and run the \(target) scheme (⌘R). Generate again after editing
          `Project.swift`; what Tuist writes is ignored by Git. The package's tests run from the
          package: open this folder (its `Package.swift`) in Xcode, choose the \(name) scheme and
          an iPhone simulator, and ⌘U.
          """
        }
      run = """
        \(open)

        The project has one iOS \(iOS) app target, `\(target)`, whose only file,
        `Xcode/\(target)/\(target)App.swift`, starts the app with `\(name)App.swift`; everything
        else is this package, which Xcode builds with it (the RIBs, their dependency wiring, the
        tests). To run on a device, choose your team under Signing & Capabilities and your bundle
        identifier.

        \(templates)
        """
      if options.view == .swiftui {
        run += """


          ```sh
          swift test    # the RIBs' tests, on macOS or Linux too
          ```
          """
      }
    }
    let arguments =
      "new <Name> --view \(options.view.rawValue) --parent <Parent> \\\n"
      + "  --path Sources/\(name) --tests Tests/\(name)Tests --module \(name)"
    let addRIB =
      switch options.framework {
      case .path(let path):
        // The built binary: `swift run --package-path` from another folder than the last plans
        // the build again and may rebuild RIBs and the tools (README, "Calling ribs often").
        "swift build --package-path \(shellWord(path)) --product ribs   # once, and after pulling\n"
          + "\(shellWord(path))/.build/debug/ribs \(arguments)"
      case .url:
        "# the ribs command plugin: give the dependency the traits [\"Tools\"] first\n"
          + "swift package ribs \(arguments)"
      }
    return """
      # \(name)

      An app made of RIBs, written by `ribs new app \(name) --view \(options.view.rawValue)\(writesTuistManifest(options) ? " --tuist" : "")`:

      ```text
      Root                 the app's root: two tabs (RootLaunch.swift launches it)
      ├── Home             pushes Detail on its stack, presents Compose as a sheet
      │   ├── Detail
      │   └── Compose
      └── Settings
      ```

      \(run)

      Each RIB is a folder of `Sources/\(name)`: builder, interactor, router and view. `// TODO:`
      marks where the app's own logic goes; the tests in `Tests/\(name)Tests` check what the
      generator wrote (tabs keep their place, back detaches Detail once, a dismissed sheet detaches
      Compose once). Add a RIB with the command below: `--tab`, `--push` or `--present` wires it
      into the parent's files as a tab, a pushed screen or a sheet (`--dry-run` shows the diff;
      `--viewless --attach` makes a view-less RIB the parent's router attaches when it loads),
      and `--stack`, `--presents` or `--tabs` names the children it shows itself:

      ```sh
      \(addRIB)
      ```

      """
  }

  static func renderGitignore(_ options: AppTemplateOptions) -> String {
    var ignored = [".build/", ".swiftpm/", "Package.resolved", "xcuserdata/"]
    if writesTuistManifest(options) {
      // What `tuist generate` writes from Xcode/Project.swift.
      ignored += ["Xcode/*.xcodeproj", "Xcode/*.xcworkspace", "Xcode/Derived/"]
    }
    return ignored.joined(separator: "\n") + "\n"
  }

  /// Whether the app is an iOS app whose project Tuist writes from `Xcode/Project.swift`.
  private static func writesTuistManifest(_ options: AppTemplateOptions) -> Bool {
    options.hasXcodeProject && options.project == .tuist
  }

  /// The products a view needs besides RIBs and RIBsNavigation.
  private static func viewProducts(_ view: RIBTemplateOptions.ViewFlavor) -> [String] {
    switch view {
    case .uikit: ["RIBsUIKit"]
    case .swiftui: ["RIBsSwiftUI"]
    case .swiftuiHosted: ["RIBsUIKit", "RIBsSwiftUI"]
    case .plain, .none: []
    }
  }

  /// The platforms the app runs on: SwiftUI RIBs need iOS 17 (Observation); UIKit, iOS alone.
  private static func platforms(_ view: RIBTemplateOptions.ViewFlavor) -> String {
    switch view {
    case .plain, .none: ".macOS(.v14), .iOS(.v16)"
    case .swiftui: ".macOS(.v14), .iOS(.v17)"
    case .uikit: ".iOS(.v16)"
    case .swiftuiHosted: ".iOS(.v17)"
    }
  }

  /// `text` as one word of a shell command: as it is when the shell reads it so, else in single
  /// quotes (a checkout's folder may have a space in its name).
  private static func shellWord(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "/._-+:@,=".unicodeScalars.contains($0))
    }
    if plain, !text.isEmpty { return text }
    return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// `text` as a Swift string literal.
  private static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\r") + "\""
  }
}
