/// The fields of the RIBs templates' options sheets.
extension XcodeTemplateOption {
  /// The views a RIB template offers, by their titles in the menu.
  enum ViewChoice: String, CaseIterable {
    case uikit = "UIKit"
    case swiftui = "SwiftUI"
    case swiftuiHosted = "SwiftUI in UIKit"
    case plain = "Plain"

    var flavor: RIBTemplateOptions.ViewFlavor {
      switch self {
      case .uikit: .uikit
      case .swiftui: .swiftui
      case .swiftuiHosted: .swiftuiHosted
      case .plain: .plain
      }
    }
  }

  /// What a RIB is to its parent, by its title in the menu.
  enum Role: String, CaseIterable {
    /// A RIB its parent attaches: a tab, or a part of its screen.
    case child = "Child"
    /// A screen its parent pushes or presents, which tells it when it is done.
    case pushedOrPresented = "Pushed or presented"
    /// The app's root, with the code that launches it.
    case root = "Root"
  }

  /// The RIB's name, which Xcode names the files after.
  static let name = XcodeTemplateOption(
    identifier: "productName", label: "Name:",
    help:
      "The RIB's name, an upper-camel-case type name such as LoggedIn: the files and types are "
      + "named after it (LoggedInBuilder).",
    kind: .text)

  /// The view: UIKit, SwiftUI, SwiftUI hosted in UIKit, or plain.
  static let view = XcodeTemplateOption(
    identifier: "view", label: "View:",
    help:
      "UIKit: a UIViewController. SwiftUI: a SwiftUI app's RIB, a SwiftUI view in a RIBView "
      + "and an @Observable view state (iOS 17 and later). SwiftUI in UIKit: the same view in a "
      + "RIBHostingController, for a UIKit app. Plain: a platform-neutral view for a terminal "
      + "app (the root brings TextScreen.swift, which the others share).",
    kind: .popup(ViewChoice.allCases.map(\.rawValue)))

  /// What the RIB is to its parent.
  static let role = XcodeTemplateOption(
    identifier: "role", label: "Role:",
    help:
      "Child: a RIB its parent attaches, such as a tab. Pushed or presented: a screen its "
      + "parent pushes or presents, which tells its listener when it is done. Root: the app's "
      + "root, with <Name>Launch.swift, which launches it.",
    kind: .popup(Role.allCases.map(\.rawValue)))

  /// Who writes the glue between the parent's component and the RIB's dependency.
  static let wiring = XcodeTemplateOption(
    identifier: "wiring", label: "Dependencies:",
    help:
      "By hand: the parent's component provides the RIB's dependency in a file you write (the "
      + "Component Extension template), as Uber's templates do. Generated: the RIBsDependencies "
      + "plugin of a Swift package's target, or ribs dependencies, writes it.",
    kind: .popup(DependencyWiring.choices.map(\.choice)))

  /// The module the tests import with `@testable import`.
  static let moduleName = XcodeTemplateOption(
    identifier: "moduleName", label: "Module to test:",
    help: "The module the RIB is in, which the tests import with @testable import.",
    kind: .text, defaultValue: "___PROJECTNAMEASIDENTIFIER___")

  /// The parent RIB, whose component provides the RIB's dependency.
  static let parentName = XcodeTemplateOption(
    identifier: "parentName", label: "Parent RIB:",
    help: "The RIB whose component provides this RIB's dependency, such as Root.",
    kind: .text)

  /// The RIB's name with a lower-case first letter, which Xcode cannot spell from the name.
  ///
  /// - Parameters:
  ///   - use: What the code names with it, with an example.
  ///   - onlyWhen: When the template's code needs it; `nil` for always.
  /// - Returns: The option.
  static func lowerCamelName(for use: String, onlyWhen: Condition? = nil) -> XcodeTemplateOption {
    XcodeTemplateOption(
      identifier: "lowerCamelName", label: "Name, lower camel case:",
      help:
        "The name with a lower-case first letter, such as loggedIn, for \(use). Xcode has no "
        + "placeholder that lowers a letter.",
      kind: .text, onlyWhen: onlyWhen)
  }
}

extension DependencyWiring {
  /// The wirings in the templates' menu: by hand first, which an app target of an Xcode project
  /// builds with nothing else.
  static let choices: [DependencyWiring] = [.byHand, .generated]

  /// The wiring's title in the templates' menu.
  var choice: String {
    switch self {
    case .byHand: "By hand"
    case .generated: "Generated"
    }
  }
}
