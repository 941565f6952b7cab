#if Tools
  import ArgumentParser
  import Foundation
  import RIBsGenerator

  /// `ribs new <Name>`: writes a new RIB's files.
  struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "new",
      abstract: "Write the files of a new RIB: builder, interactor, router and view controller.",
      discussion: """
        Writes <Name>Builder.swift, <Name>Interactor.swift, <Name>Router.swift and, unless the RIB \
        is view-less, <Name>ViewController.swift (or, for SwiftUI, <Name>ViewState.swift and \
        <Name>View.swift) into <path>/<Name>/. A RIB with a view has the same router, builder and \
        interactor whatever draws it: its router presents its children through a RIBPresentation \
        (RIBsNavigation) that the view draws, and the view's file makes the view for the builder. \
        The code compiles as-is in Swift 6 language mode where its view does: --view uikit (the \
        default) where UIKit exists; swiftui, a RIB of a SwiftUI app, everywhere (its SwiftUI view \
        needs iOS 17 and later, with the RIBsSwiftUI product); swiftui-hosted, a SwiftUI screen in \
        a UIKit app, where SwiftUI and UIKit exist; plain and none everywhere. '// TODO:' marks \
        where to add your methods; a view-less RIB's parent extension has one #error, where you \
        return the view the RIB shows its children in.
        """)

    @Argument(help: "The RIB's name, an upper-camel-case type name such as LoggedIn.")
    var name: String

    @Option(help: "The folder to create the RIB's folder in.")
    var path: String = "."

    @Option(
      help: """
        The view: uikit (a UIViewController), swiftui (a SwiftUI app's RIB: a SwiftUI view in a \
        RIBView and an @Observable view state), swiftui-hosted (the same view in a \
        RIBHostingController, for a UIKit app), plain (platform neutral) or none.
        """)
    var view: RIBTemplateOptions.ViewFlavor = .uikit

    @Flag(help: "Make a view-less RIB (the same as --view none).")
    var viewless = false

    @Option(help: "Also write <Parent>Component+<Name>.swift, the parent's component extension.")
    var parent: String?

    @Option(help: "Also write <Name>InteractorTests.swift and <Name>RouterTests.swift here.")
    var tests: String?

    @Option(help: "The module the tests import with @testable import (needed with --tests).")
    var module: String?

    @Flag(help: "Overwrite files that exist.")
    var force = false

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false

    func run() throws {
      let ribName = try RIBName(validating: name)
      let parentName = try parent.map { name throws(GeneratorError) in try RIBName(validating: name) }
      if tests != nil, module == nil { throw GeneratorError.testsNeedModule }
      let options = RIBTemplateOptions(
        name: ribName, view: viewless ? .none : view, parent: parentName,
        testsModule: tests == nil ? nil : module)
      let files = RIBGenerator.files(for: options)
      let destinations = RIBGenerator.destinations(
        of: files, name: ribName, path: URL(fileURLWithPath: path),
        testsDirectory: tests.map { URL(fileURLWithPath: $0) })
      if dryRun {
        for (file, url) in zip(files, destinations) {
          print("// \(url.relativePath)\n\(file.contents)")
        }
        return
      }
      try RIBGenerator.write(files, to: destinations, force: force)
      for url in destinations { print("wrote \(url.relativePath)") }
      print(options.view.platforms)
      if let parentName, options.view == .none {
        print(
          "\(parentName.value)Component+\(ribName.value).swift does not compile until you return "
            + "the view \(ribName.value) shows its children in (see its #error).")
      }
    }
  }

  extension RIBTemplateOptions.ViewFlavor: ExpressibleByArgument {}
#endif
