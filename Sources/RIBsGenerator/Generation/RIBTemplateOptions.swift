/// What to generate for a new RIB.
public struct RIBTemplateOptions: Sendable, Hashable {
  /// The kind of view a RIB has.
  ///
  /// A RIB with a view has the same router, builder and interactor whatever the flavour: its
  /// router shows its children through a `RIBPresentation` that the view draws, and the view's
  /// file makes the view and the presenter for the builder (`make<Name>View()`). Only that file
  /// differs.
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
          + "compiles everywhere. Add the RIBsNavigation and RIBsUIKit products to the target."
      case .swiftui:
        "Its view is SwiftUI, in a RIBView, and its presenter an @Observable view state. The "
          + "view compiles where SwiftUI exists (iOS 17 and later, macOS 14, tvOS 17, watchOS 10, "
          + "visionOS); the rest compiles and is tested everywhere, Linux included. Add the "
          + "RIBsNavigation and RIBsSwiftUI products to the target."
      case .swiftuiHosted:
        "Its view is SwiftUI, hosted in a RIBHostingController, and its presenter an @Observable "
          + "view state: it compiles where SwiftUI and UIKit exist (iOS 17 and later, iPadOS, "
          + "tvOS 17, visionOS, Mac Catalyst), not on Linux or macOS. Add the RIBsNavigation and "
          + "RIBsSwiftUI products to the target."
      case .plain:
        "Its view is a platform-neutral class: it compiles everywhere Swift runs (Linux, macOS, "
          + "iOS and the other Apple platforms); on UIKit it shows an empty view controller until "
          + "you return its own (see the TODO). Add the RIBsNavigation product to the target."
      case .none:
        "It is view-less: it compiles everywhere Swift runs (Linux, macOS, iOS and the other "
          + "Apple platforms)."
      }
    }
  }

  /// The RIB's name.
  public var name: RIBName
  /// The view flavour.
  public var view: ViewFlavor
  /// The parent RIB, for the `<Parent>Component+<Name>.swift` extension.
  public var parent: RIBName?
  /// The module the generated tests import with `@testable import`; `nil` for no tests.
  public var testsModule: String?

  /// Creates options.
  ///
  /// - Parameters:
  ///   - name: The RIB's name.
  ///   - view: The view flavour.
  ///   - parent: The parent RIB, for the component extension.
  ///   - testsModule: The module the generated tests import; `nil` for no tests.
  public init(
    name: RIBName, view: ViewFlavor = .uikit, parent: RIBName? = nil, testsModule: String? = nil
  ) {
    self.name = name
    self.view = view
    self.parent = parent
    self.testsModule = testsModule
  }

  /// Whether the RIB has a view.
  var hasView: Bool { view != .none }
}
