#if Tools
  import ArgumentParser
  import Foundation
  import RIBsGenerator

  /// `ribs new app <Name>`: writes a new app's package.
  struct NewAppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "app",
      abstract:
        "Write a new app made of RIBs: a Swift package that builds, runs and tests, and for iOS "
        + "an Xcode project that runs it.",
      discussion: """
        Writes <path>/<Name>/: Package.swift, Sources/<Name> and Tests/<Name>Tests. The app is a \
        root RIB with two tabs, Home and Settings; Home pushes Detail on its stack and presents \
        Compose as a sheet. Each RIB has its tests, and <Name>App.swift launches the root. \
        With --view plain (the default) the app runs in the terminal on Linux and macOS: \
        cd <Name> && swift run <Name>, and swift test. With --view uikit, swiftui or \
        swiftui-hosted it is an iOS app: Xcode/<Name>.xcodeproj (Xcode 16 or later) has its app \
        target, <Name>iOS, which runs the package's library <Name> on a simulator, and a scheme \
        that runs the package's tests (a SwiftUI app's tests run on Linux too: swift test); with \
        --tuist, Xcode/Project.swift describes that app target for Tuist 4 instead, with \
        Xcode/Tuist.swift (tuist generate in Xcode/ writes the project). The package depends on \
        this framework at the checkout this tool was built from, or at --framework-path or \
        --framework-url.
        """)

    @Argument(help: "The app's name: its package, its module and its app, such as Todo.")
    var name: String

    @Option(help: "The folder to create the app's folder in.")
    var path: String = "."

    @Option(
      help: "What draws the app's RIBs: plain (the terminal), uikit, swiftui or swiftui-hosted.")
    var view: RIBTemplateOptions.ViewFlavor = .plain

    @Option(help: "A checkout of this framework for the app to depend on (.package(path:)).")
    var frameworkPath: String?

    @Option(help: "The Git URL of this framework for the app to depend on (.package(url:from:)).")
    var frameworkURL: String?

    @Option(help: "The version the app requires with --framework-url.")
    var from: String = "0.1.0"

    @Flag(
      help: ArgumentHelp(
        "For an iOS app, write Xcode/Project.swift, a Tuist 4 manifest of its Xcode project, "
          + "instead of the project."))
    var tuist = false

    @Flag(help: "Overwrite files that exist.")
    var force = false

    func run() throws {
      let appName: RIBName
      do {
        appName = try RIBName(validating: name)
      } catch {
        guard case .invalidName(_, let reason) = error else { throw error }
        throw CommandFailure(
          "'\(name)' is not a valid app name: \(reason). Example: ribs new app Todo")
      }
      let options = AppTemplateOptions(
        name: appName, view: view, framework: try framework(),
        project: tuist ? .tuist : .xcodeProject)
      try options.validate()
      let folder = URL(fileURLWithPath: path).appendingPathComponent(name)
      let shown =
        folder.relativePath.hasPrefix("./")
        ? String(folder.relativePath.dropFirst(2)) : folder.relativePath
      let plan = AppGenerator.plan(options, in: folder)
      let written: [URL]
      do {
        written = try RIBGenerator.write(plan.files, to: plan.destinations, force: force)
      } catch GeneratorError.filesExist(let paths) {
        let names = paths.prefix(3).map { String($0.dropFirst(folder.path.count + 1)) }
        throw CommandFailure(
          "\(paths.count) of the app's files exist already in \(shown)/ ("
            + names.joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            + "): nothing was written. Choose another name or --path, or overwrite them with "
            + "--force.")
      }
      print("wrote \(written.count) files in \(shown)/")
      switch options.view {
      case .plain:
        print("Run it: cd \(shown) && swift run \(name). Test it: swift test.")
      case .swiftui, .uikit, .swiftuiHosted, .none:
        let linuxTests =
          options.view == RIBTemplateOptions.ViewFlavor.swiftui
          ? " Its RIBs' tests run here too: swift test." : ""
        switch options.project {
        case .xcodeProject:
          print(
            "Run it: open \(shown)/Xcode/\(name).xcodeproj in Xcode 16 or later, choose an iPhone "
              + "simulator, and run (⌘R); ⌘U runs its tests." + linuxTests)
        case .tuist:
          print(
            "Run it: cd \(shown)/Xcode && tuist generate (Tuist 4), then run the \(name)iOS scheme on "
              + "an iPhone simulator (⌘R). Test it: open \(shown) (its Package.swift) in Xcode, "
              + "and ⌘U on the \(name) scheme." + linuxTests)
        }
      }
    }

    /// Where the app finds this framework: the option given, or the checkout this tool was built
    /// from.
    private func framework() throws -> AppTemplateOptions.FrameworkLocation {
      if frameworkPath != nil, frameworkURL != nil {
        throw ValidationError("Give --framework-path or --framework-url, not both.")
      }
      if let frameworkURL { return .url(frameworkURL, from: from) }
      if let frameworkPath {
        return .path(URL(fileURLWithPath: frameworkPath).standardizedFileURL.path)
      }
      // This file is <checkout>/Sources/ribs/NewAppCommand.swift.
      let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let manifest = checkout.appendingPathComponent("Package.swift").path
      guard FileManager.default.fileExists(atPath: manifest), !checkout.path.contains("/.build/")
      else {
        throw ValidationError(
          "Say where the app finds this framework: --framework-url <its Git URL> (with --from "
            + "<version>), or --framework-path <a checkout>.")
      }
      return .path(checkout.path)
    }
  }
#endif
