/// `<Name>Router.swift`: the interactable and view-controllable protocols and the router.
///
/// A RIB with a view has the same router whatever draws it (`--view uikit`, `swiftui`,
/// `swiftui-hosted` or `plain`): it hosts a navigation model per way it shows children (tabs, a
/// stack, a presentation) and hands each to its view, which draws it; only the view's file
/// differs. A leaf hosts none.
enum RouterTemplate {
  static func render(_ options: RIBTemplateOptions) -> String {
    options.hasView ? renderViewable(options) : renderViewless(options)
  }

  private static func renderViewable(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    let children = options.children
    let listeners =
      children.all.map { "\($0.value)Listener" }
      + (options.hearsDismissals ? ["UserNavigationListener"] : [])
    let interactable = TemplateText.lines([
      "@MainActor",
      "protocol \(name)Interactable: \(TemplateText.list(["Interactable"] + listeners)) {",
      "  var router: (any \(name)Routing)? { get set }",
      options.isRoot ? nil : "  var listener: (any \(name)Listener)? { get set }",
      "}",
    ])
    let viewControllable = TemplateText.lines([
      "@MainActor",
      "protocol \(name)ViewControllable: ViewControllable {",
      children.tabs.isEmpty ? nil : "  /// Draws the router's tabs, from now on.",
      children.tabs.isEmpty ? nil : "  func draw(_ tabs: RIBTabs<\(options.tabType)>.Rendering)",
      children.stack.isEmpty
        ? nil : "  /// Draws the router's stack above the RIB's own screen, from now on.",
      children.stack.isEmpty ? nil : "  func draw(_ stack: RIBStack.Rendering)",
      children.presented.isEmpty
        ? nil : "  /// Draws what the router presents over the RIB's view, from now on.",
      children.presented.isEmpty
        ? nil : "  func draw(_ presentation: RIBPresentation.Rendering)",
      "  // TODO: Declare methods the router invokes to manipulate the view hierarchy.",
      "}",
    ])
    let routerClass = options.isRoot ? "LaunchRouter" : "ViewableRouter"
    let edges = options.edges(of: [.tab, .push, .present])
    let builders = edges.map { "  " + $0.builderDeclaration }
    // The interactor and the view on the first line, a builder per line after them.
    let signature =
      (["interactor: any \(name)Interactable, viewController: any \(name)ViewControllable"]
      + edges.map(\.builderParameter))
      .joined(separator: ",\n")
    let draws = [
      children.tabs.isEmpty ? nil : "    viewController.draw(tabs.rendering)",
      children.stack.isEmpty ? nil : "    viewController.draw(stack.rendering)",
      children.presented.isEmpty ? nil : "    viewController.draw(presentation.rendering)",
    ]
    let body = TemplateText.lines([
      TemplateText.lines(builders),
      models(options),
      (options.hasModels ? "\n" : "")
        + "  // TODO: Constructor inject child builder protocols to allow building children.",
      children.isEmpty ? "  override init(" : "  init(",
      TemplateText.indented(signature, by: 4),
      "  ) {",
      TemplateText.lines(edges.map { "    " + $0.builderAssignment }),
      "    super.init(interactor: interactor, viewController: viewController)",
      "    interactor.router = self",
      TemplateText.lines(draws),
      "  }",
      children.tabs.isEmpty
        ? nil
        : """

          override func didLoad() {
            super.didLoad()
            tabs.select(.\(children.tabs[0].lowerCamelCase))
          }
        """,
      routes(options),
    ])
    return """
      import RIBs
      \(options.navigationImport)
      \(interactable)

      \(viewControllable)
      \(tabEnum(options))
      \(documentation(options))
      final class \(name)Router: \(routerClass)<
        any \(name)Interactable, any \(name)ViewControllable
      >, \(name)Routing
      {
      \(body)
      }

      """
  }

  /// The router's documentation: what it shows, and how.
  private static func documentation(_ options: RIBTemplateOptions) -> String {
    let children = options.children
    guard options.hasModels else {
      return """
        /// Routes the RIB's children: none yet.
        ///
        /// To show children, host a navigation model (a RIBStack, a RIBPresentation, RIBTabs) and
        /// hand it to the view to draw, as `ribs new --stack`, `--presents` and `--tabs` write.
        """
    }
    var lines = [
      "/// Shows the RIB's children through navigation models that its view draws.", "///",
    ]
    if !children.tabs.isEmpty {
      lines.append("/// - `tabs`: a tab per child; picking a tab attaches its RIB the first time.")
    }
    if !children.stack.isEmpty {
      lines.append("/// - `stack`: the children pushed above the RIB's own screen.")
    }
    if !children.presented.isEmpty {
      lines.append("/// - `presentation`: the child presented over the RIB's view, as a sheet.")
    }
    if options.hearsDismissals {
      lines.append("///")
      lines.append(
        "/// A child the user takes away (back, a sheet dragged down) is detached by its")
      lines.append("/// model, which tells the interactor (`userDidDismiss(_:)`); one that is done")
      lines.append("/// is taken away by `routeAwayFrom…()`, which the interactor calls.")
    }
    return lines.joined(separator: "\n")
  }

  /// The tab enumeration of a RIB with tabs, after the protocols.
  private static func tabEnum(_ options: RIBTemplateOptions) -> String {
    let tabs = options.children.tabs
    guard !tabs.isEmpty else { return "" }
    let cases = tabs.map(\.lowerCamelCase).joined(separator: ", ")
    let titles = options.edges(of: [.tab]).map { "    " + $0.tabTitleCase }
    return """

      /// The tabs of \(options.name.value), each showing its child RIB.
      enum \(options.tabType): String, CaseIterable, Codable, Sendable {
        case \(cases)

        /// The tab's title in the tab bar.
        var title: String {
          switch self {
      \(titles.joined(separator: "\n"))
          }
        }
      }

      """
  }

  /// The navigation models the router hosts.
  private static func models(_ options: RIBTemplateOptions) -> String? {
    let children = options.children
    var models: [String] = []
    if !children.tabs.isEmpty {
      let first = children.tabs.map { ".\($0.lowerCamelCase)" }.joined(separator: ", ")
      let builds = options.edges(of: [.tab]).map { "    " + $0.tabBuildCase }
      models.append(
        """

          /// The tabs: a tab's RIB is built and attached when the tab is first selected, and stays
          /// attached, with its place, when the user picks another.
          private(set) lazy var tabs = RIBTabs<\(options.tabType)>(\(first), host: self) {
            [unowned self] tab in
            switch tab {
        \(builds.joined(separator: "\n"))
            }
          }
        """)
    }
    if !children.stack.isEmpty {
      models.append(
        """

          /// The screens pushed above the RIB's own screen; back detaches the top one.
          private(set) lazy var stack = RIBStack(host: self, listener: interactor)
        """)
    }
    if !children.presented.isEmpty {
      models.append(
        """

          /// The RIB presented over the RIB's view, as a sheet.
          private(set) lazy var presentation = RIBPresentation(host: self, listener: interactor)
        """)
    }
    return models.isEmpty ? nil : models.joined(separator: "\n")
  }

  /// The routing methods: push each child of the stack, present and dismiss each presented one.
  private static func routes(_ options: RIBTemplateOptions) -> String? {
    let all = options.edges(of: [.push, .present]).flatMap(\.routerMethods).map {
      "\n" + TemplateText.indented($0)
    }
    guard !all.isEmpty else {
      guard !options.hasModels else { return nil }
      return """

          // TODO: Show children through a navigation model: a RIBStack, a RIBPresentation or
          // RIBTabs, handed to the view to draw (see ribs new --stack, --presents, --tabs).
        """
    }
    return "\n  // MARK: \(options.name.value)Routing\n" + all.joined(separator: "\n")
  }

  private static func renderViewless(_ options: RIBTemplateOptions) -> String {
    let name = options.name.value
    return """
      import RIBs

      @MainActor
      protocol \(name)Interactable: Interactable {
        var router: (any \(name)Routing)? { get set }
        var listener: (any \(name)Listener)? { get set }
      }

      @MainActor
      protocol \(name)ViewControllable: ViewControllable {
        // TODO: Declare methods the router invokes to manipulate the view hierarchy. Since this RIB
        // does not own its own view, this protocol is conformed to by one of this RIB's ancestor
        // RIBs' view.
      }

      final class \(name)Router: Router<any \(name)Interactable>, \(name)Routing {
        private let viewController: any \(name)ViewControllable

        // TODO: Constructor inject child builder protocols to allow building children.
        init(interactor: any \(name)Interactable, viewController: any \(name)ViewControllable) {
          self.viewController = viewController
          super.init(interactor: interactor)
          interactor.router = self
        }

        func cleanupViews() {
          // TODO: Since this router does not own its view, it needs to cleanup the views it may
          // have added to the view hierarchy, when its interactor is deactivated.
        }
      }

      """
  }
}
