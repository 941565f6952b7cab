/// `<Name>ViewController.swift`: the presentable listener protocol, the function the builder calls
/// to make the view, and the view controller, for `--view uikit` and `--view plain`.
///
/// The view draws the router's models: with UIKit, a `RIBTabBarController` for tabs, a
/// `RIBNavigationController` above the RIB's own screen for a stack, a `RIBModalPresenter` for a
/// presentation; a plain view is text (``TextScreenTemplate``), for a terminal and for tests.
enum ViewControllerTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    options.view == .uikit ? renderUIKit(options) : renderPlain(options)
  }

  /// The presentable listener: what the view asks of the interactor.
  static func presentableListener(_ options: RIBTemplateOptions, drawnBy view: String) -> String {
    let name = options.name.value
    let shows = options.edges(of: [.push, .present]).compactMap(\.presentableListenerRequirement)
      .map { TemplateText.indented($0) }
    return TemplateText.lines([
      "@MainActor",
      "protocol \(name)PresentableListener: AnyObject {",
      TemplateText.lines(shows),
      "  // TODO: Declare properties and methods that the \(view) can invoke to perform business",
      "  // logic, such as signIn(). This protocol is implemented by the corresponding interactor",
      "  // class.",
      "}",
    ])
  }

  /// The names of the children the user can ask for on the RIB's own screen.
  private static func requestable(_ options: RIBTemplateOptions) -> [RIBName] {
    options.children.stack + options.children.presented
  }

  // MARK: UIKit

  private static func renderUIKit(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let children = options.children
    let hasTabs = !children.tabs.isEmpty
    let hasStack = !children.stack.isEmpty
    let presents = !children.presented.isEmpty
    // With a stack, the RIB's view is a navigation controller above its own screen; the screen is
    // the presenter.
    let make =
      hasStack
      ? """
        let screen = \(name)ViewController()
        return (\(name)NavigationController(screen: screen), screen)
      """
      : """
        let viewController = \(name)ViewController()
        return (viewController, viewController)
      """
    let modalPresenter = """

        private lazy var modalPresenter = RIBModalPresenter(presenter: self)

        func draw(_ presentation: RIBPresentation.Rendering) {
          modalPresenter.draw(presentation)
        }
      """
    let viewController: String
    if hasTabs {
      viewController = """
        /// \(name)'s tab bar: a tab per child RIB, whose view shows once the RIB is attached.
        final class \(name)ViewController: RIBTabBarController<\(options.tabType)>, \(name)Presentable,
          \(name)ViewControllable
        {
          weak var listener: (any \(name)PresentableListener)?\(presents ? "\n" + modalPresenter : "")

          init() {
            super.init { tab in UITabBarItem(title: tab.title, image: nil, tag: 0) }
          }

          required init?(coder: NSCoder) { nil }
        }
        """
    } else {
      let buttons = requestable(options).map { child in
        "      UIButton(\n        primaryAction: UIAction(title: \"\(child.value)\") { [weak self] _ in\n"
          + "          self?.listener?.show\(child.value)()\n        }),"
      }
      let subviews =
        buttons.isEmpty ? "[label]" : "[\n      label,\n\(buttons.joined(separator: "\n"))\n    ]"
      let conformances =
        hasStack ? "\(name)Presentable" : "\(name)Presentable, \(name)ViewControllable"
      viewController = """
        /// \(name)'s screen.
        \(TemplateText.declaration("final class \(name)ViewController: UIViewController, \(conformances)"))
          weak var listener: (any \(name)PresentableListener)?\(presents && !hasStack ? "\n" + modalPresenter : "")

          override func viewDidLoad() {
            super.viewDidLoad()
            title = "\(name)"
            view.backgroundColor = .systemBackground
            // TODO: Lay out the RIB's screen.
            let label = UILabel()
            label.text = "\(name)"
            let content = UIStackView(arrangedSubviews: \(subviews))
            content.axis = .vertical
            content.spacing = 16
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
              content.centerXAnchor.constraint(equalTo: view.centerXAnchor),
              content.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
          }
        }
        """
    }
    let navigation =
      hasStack
      ? """


      /// \(name)'s view: a navigation controller that draws the router's stack above \(name)'s
      /// screen, and reports the screens the user pops.
      final class \(name)NavigationController: RIBNavigationController, \(name)ViewControllable {\(presents ? "\n" + modalPresenter + "\n" : "")
        init(screen: \(name)ViewController) {
          super.init(hostViewController: screen)
        }

        required init?(coder: NSCoder) { nil }
      }
      """ : ""
    return """
      import RIBs
      \(options.hasModels ? "import RIBsNavigation\nimport RIBsUIKit\n" : "")import UIKit

      \(presentableListener(options, drawnBy: "view controller"))

      /// Makes the RIB's view and its presenter, for the builder: what draws the RIB is chosen
      /// here, so moving it to another kind of view rewrites this file and nothing else.
      @MainActor
      func make\(name)View() -> (
        viewController: any \(name)ViewControllable, presenter: any \(name)Presentable
      ) {
      \(make)
      }

      \(viewController)\(navigation)

      """
  }

  // MARK: Plain

  private static func renderPlain(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let children = options.children
    var stored: [String] = []
    var draws: [String] = []
    if !children.tabs.isEmpty {
      stored.append(
        "  /// The tabs the router hands over.\n"
          + "  private(set) var tabs: RIBTabs<\(options.tabType)>.Rendering?")
      draws.append(
        "  func draw(_ tabs: RIBTabs<\(options.tabType)>.Rendering) { self.tabs = tabs }")
    }
    if !children.stack.isEmpty {
      stored.append(
        "  /// The stack the router hands over.\n  private(set) var stack: RIBStack.Rendering?")
      draws.append("  func draw(_ stack: RIBStack.Rendering) { self.stack = stack }")
    }
    if !children.presented.isEmpty {
      stored.append(
        "  /// What the router presents, once it hands it over.\n"
          + "  private(set) var presentation: RIBPresentation.Rendering?")
      draws.append(
        "  func draw(_ presentation: RIBPresentation.Rendering) {\n"
          + "    self.presentation = presentation\n  }")
    }
    return """
      import RIBs
      \(options.navigationImport)
      #if canImport(UIKit)
        import UIKit
      #endif

      \(presentableListener(options, drawnBy: "view"))

      /// Makes the RIB's view and its presenter, for the builder: what draws the RIB is chosen
      /// here, so moving it to another kind of view rewrites this file and nothing else.
      @MainActor
      func make\(name)View() -> (
        viewController: any \(name)ViewControllable, presenter: any \(name)Presentable
      ) {
        let viewController = \(name)ViewController()
        return (viewController, viewController)
      }

      /// \(name)'s view as text (TextScreen.swift): a terminal window draws it, and tests read it.
      final class \(name)ViewController: \(name)Presentable, \(name)ViewControllable {
        weak var listener: (any \(name)PresentableListener)?\(stored.isEmpty ? "" : "\n" + TemplateText.lines(stored))

        #if canImport(UIKit)
          // TODO: A platform-neutral view shows nothing on UIKit: return the view controller that
          // draws it (or generate the RIB with --view uikit, swiftui or swiftui-hosted).
          let uiviewController = UIViewController()
        #endif

        init() {}
      \(draws.isEmpty ? "" : "\n" + TemplateText.lines(draws) + "\n")}

      extension \(name)ViewController: TextScreen {
      \(TextScreenTemplate.conformance(options))
      }

      """
  }
}
