/// What to generate for a new RIB.
public struct RIBTemplateOptions: Sendable, Hashable {
  /// The kind of view a RIB has.
  ///
  /// A RIB with a view has the same router, builder and interactor whatever the flavour: its
  /// router shows its children through the navigation models that the view draws (none for a
  /// leaf), and the view's file makes the view and the presenter for the builder
  /// (`make<Name>View()`). Only that file differs.
  public enum ViewFlavor: String, Sendable, CaseIterable {
    /// A `UIViewController`, compiled only where UIKit exists.
    case uikit
    /// A SwiftUI RIB of a SwiftUI app: an `@Observable` view state (the presenter) and a SwiftUI
    /// view in a `RIBView`. Everything but the view compiles and is tested everywhere: without
    /// SwiftUI, the view state stands in for the view.
    case swiftui
    /// A SwiftUI view that reads an `@Observable` view state, the RIB's presenter, hosted in a
    /// `RIBHostingController` for a UIKit app; compiled where SwiftUI and UIKit exist.
    case swiftuiHosted = "swiftui-hosted"
    /// A platform-neutral class that conforms to `ViewControllable`.
    case plain
    /// No view: a view-less RIB, which shows its children through an ancestor's view.
    case none

    /// Where the code of this flavour compiles, in a sentence for the developer.
    public var platforms: String {
      switch self {
      case .uikit:
        "Its view is a UIViewController: it compiles where UIKit exists (iOS, iPadOS, tvOS, "
          + "visionOS, Mac Catalyst), not on Linux or macOS. Use --view plain for a view that "
          + "compiles everywhere."
      case .swiftui:
        "Its view is SwiftUI, in a RIBView, and its presenter an @Observable view state. The "
          + "view compiles where SwiftUI exists (iOS 17 and later, macOS 14, tvOS 17, watchOS 10, "
          + "visionOS); the rest compiles and is tested everywhere, Linux included."
      case .swiftuiHosted:
        "Its view is SwiftUI, hosted in a RIBHostingController, and its presenter an @Observable "
          + "view state: it compiles where SwiftUI and UIKit exist (iOS 17 and later, iPadOS, "
          + "tvOS 17, visionOS, Mac Catalyst), not on Linux or macOS."
      case .plain:
        "Its view is a platform-neutral class: it compiles everywhere Swift runs (Linux, macOS, "
          + "iOS and the other Apple platforms); on UIKit it shows an empty view controller until "
          + "you return its own (see the TODO)."
      case .none:
        "It is view-less: it compiles everywhere Swift runs (Linux, macOS, iOS and the other "
          + "Apple platforms)."
      }
    }

    /// The products of this package, besides RIBs, that the target of a RIB with this view links.
    public var products: [String] {
      switch self {
      case .uikit: ["RIBsNavigation", "RIBsUIKit"]
      case .swiftui, .swiftuiHosted: ["RIBsNavigation", "RIBsSwiftUI"]
      case .plain: ["RIBsNavigation"]
      case .none: []
      }
    }
  }

  /// The RIB's name.
  public var name: RIBName
  /// The view flavour.
  public var view: ViewFlavor
  /// The parent RIB, for the `<Parent>Component+<Name>.swift` extension.
  public var parent: RIBName?
  /// Who writes the glue between the parent's component and the RIB's dependency protocol.
  public var wiring: DependencyWiring
  /// The module the generated tests import with `@testable import`; `nil` for no tests.
  public var testsModule: String?
  /// Whether the RIB is the app's root: its router is a `LaunchRouter`, it has no listener, and
  /// `<Name>Launch.swift` launches it.
  public var isRoot: Bool
  /// The children the RIB shows, and how.
  public var children: RIBChildren
  /// Whether the RIB tells its parent when it is done (`<name>DidFinish()` in its listener), as a
  /// RIB its parent pushes or presents does: the parent then takes it away.
  public var finishes: Bool

  /// Creates options.
  ///
  /// - Parameters:
  ///   - name: The RIB's name.
  ///   - view: The view flavour.
  ///   - parent: The parent RIB, for the component extension.
  ///   - wiring: Who writes the glue between the parent's component and the RIB's dependency.
  ///   - testsModule: The module the generated tests import; `nil` for no tests.
  ///   - isRoot: Whether the RIB is the app's root.
  ///   - children: The children the RIB shows in tabs, on a stack or presented.
  ///   - finishes: Whether the RIB tells its parent when it is done.
  public init(
    name: RIBName, view: ViewFlavor = .uikit, parent: RIBName? = nil,
    wiring: DependencyWiring = .generated, testsModule: String? = nil, isRoot: Bool = false,
    children: RIBChildren = RIBChildren(), finishes: Bool = false
  ) {
    self.name = name
    self.view = view
    self.parent = parent
    self.wiring = wiring
    self.testsModule = testsModule
    self.isRoot = isRoot
    self.children = children
    self.finishes = finishes
  }

  /// Checks that the options make a RIB: a view-less RIB shows no children of its own and is no
  /// root, a root has no parent and is not named after the launch code's `AppComponent`, the
  /// parent is neither the RIB nor one of its children, and each child is named once, not after
  /// the RIB.
  ///
  /// - Throws: ``GeneratorError/invalidShape(_:)`` with what to change.
  public func validate() throws(GeneratorError) {
    if !hasView, isRoot || !children.isEmpty {
      throw .invalidShape(
        "a view-less RIB shows its children in an ancestor's view: it cannot be a root or have "
          + "--tabs, --stack or --presents. Give it a view (--view uikit, swiftui, "
          + "swiftui-hosted or plain).")
    }
    if isRoot, let parent {
      throw .invalidShape(
        "a root RIB has no parent: leave out --parent \(parent.value), or --root.")
    }
    if parent == name {
      throw .invalidShape(
        "\(name.value) cannot be its own parent: name the RIB that shows it with --parent.")
    }
    if let parent, children.all.contains(parent) {
      throw .invalidShape(
        "\(parent.value) is \(name.value)'s parent and cannot be one of its children too.")
    }
    if isRoot, name.value == "App" {
      throw .invalidShape(
        "a root RIB named App would declare AppComponent twice (its own and the launch code's): "
          + "name it after what it shows, such as Root.")
    }
    var seen: Set<RIBName> = [name]
    for child in children.all where !seen.insert(child).inserted {
      throw .invalidShape(
        child == name
          ? "\(name.value) cannot show itself: name its children after other RIBs."
          : "\(child.value) is named twice among --tabs, --stack and --presents.")
    }
    if !children.tabs.isEmpty, !children.stack.isEmpty {
      throw .invalidShape(
        "a RIB shows tabs or a stack, not both: give the stack to one of the tabs' RIBs "
          + "(ribs new \(children.tabs[0].value) --stack \(children.stack.map(\.value).joined(separator: ",")))."
      )
    }
  }

  /// Whether the RIB has a view.
  var hasView: Bool { view != .none }

  /// Whether the RIB's router hosts a navigation model.
  var hasModels: Bool { !children.isEmpty }

  /// Whether a model tells the interactor of the children the user dismisses: a stack or a
  /// presentation (tabs keep their RIBs attached).
  var hearsDismissals: Bool { !children.stack.isEmpty || !children.presented.isEmpty }

  /// Whether the view is SwiftUI's, in a SwiftUI app or hosted in UIKit.
  var isSwiftUI: Bool { view == .swiftui || view == .swiftuiHosted }
}

/// The children a RIB shows, by the navigation model its router hosts and its view draws.
public struct RIBChildren: Sendable, Hashable {
  /// The RIBs of the tabs (`RIBTabs`), in the order of the tab bar.
  public var tabs: [RIBName]
  /// The RIBs pushed on a stack above the RIB's own screen (`RIBStack`).
  public var stack: [RIBName]
  /// The RIBs presented over the RIB's view, as a sheet (`RIBPresentation`).
  public var presented: [RIBName]

  /// Creates the children.
  ///
  /// - Parameters:
  ///   - tabs: The RIBs of the tabs.
  ///   - stack: The RIBs pushed on a stack.
  ///   - presented: The RIBs presented as a sheet.
  public init(tabs: [RIBName] = [], stack: [RIBName] = [], presented: [RIBName] = []) {
    self.tabs = tabs
    self.stack = stack
    self.presented = presented
  }

  /// Every child, tabs first, then the stack's, then the presented ones.
  public var all: [RIBName] { tabs + stack + presented }

  /// Whether the RIB shows no child: a leaf.
  public var isEmpty: Bool { all.isEmpty }
}
