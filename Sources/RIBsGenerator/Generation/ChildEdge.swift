/// How a parent RIB shows one child, and the code each of the parent's files has for it: what
/// `ribs new <Child> --parent <Parent> --tab`, `--push`, `--present` or `--attach` adds to a parent
/// that exists.
///
/// The templates write the same code for the children a new RIB is made with, so a child wired
/// into an existing parent reads as one the parent was generated with. Each snippet is one
/// declaration, statement or element, without indentation: whoever inserts it indents it as the
/// lines around it.
public struct ChildEdge: Sendable, Hashable {
  /// The way the parent shows the child.
  public enum Kind: String, Sendable, CaseIterable {
    /// A tab of the parent's `RIBTabs`: the tab's RIB is built the first time it is picked.
    case tab
    /// A screen the parent pushes on its `RIBStack`, when the interactor asks.
    case push
    /// A sheet the parent presents with its `RIBPresentation`, when the interactor asks.
    case present
    /// A view-less child the parent's router attaches when it loads and keeps until
    /// `detach<Child>()`: it shows its children in a view an ancestor provides, as Uber's
    /// LoggedIn does.
    case attach

    /// Whether the parent shows the child when asked, and takes it away when it is done.
    ///
    /// A pushed or presented child is; a tab's RIB and an attached child stay.
    public var isRequested: Bool { self == .push || self == .present }
  }

  /// The parent RIB.
  public var parent: RIBName
  /// The child RIB.
  public var child: RIBName
  /// How the parent shows it.
  public var kind: Kind

  /// Creates an edge.
  ///
  /// - Parameters:
  ///   - parent: The parent RIB.
  ///   - child: The child RIB.
  ///   - kind: How the parent shows it.
  public init(parent: RIBName, child: RIBName, kind: Kind) {
    self.parent = parent
    self.child = child
    self.kind = kind
  }

  // MARK: The router

  /// The listener protocol the parent's `<Parent>Interactable` refines: `ArchiveListener`.
  public var listenerProtocol: String { "\(child.value)Listener" }

  /// The router's property that holds the child's builder: `archiveBuilder`.
  public var builderProperty: String { child.builderProperty }

  /// The router's stored property for the child's builder.
  public var builderDeclaration: String {
    "private let \(builderProperty): any \(child.value)Buildable"
  }

  /// The router initializer's parameter for the child's builder.
  public var builderParameter: String { "\(builderProperty): any \(child.value)Buildable" }

  /// The router's stored properties for the child: its builder's, and for an attached child the
  /// child's router while it is attached.
  public var routerStoredProperties: [String] {
    guard kind == .attach else { return [builderDeclaration] }
    return [
      builderDeclaration,
      """
      /// \(child.value), while \(parent.value) has it attached.
      private var \(attachedProperty): (any \(child.value)Routing)?
      """,
    ]
  }

  /// The router's property that holds an attached child's router: `flow`.
  public var attachedProperty: String { child.lowerCamelCase }

  /// The statement of the router's `didLoad()` that attaches an attached child.
  public var loadStatement: String { "attach\(child.value)()" }

  /// The router's `didLoad()` override for a router that has none, for an attached child.
  public var didLoadOverride: String {
    """
    override func didLoad() {
      super.didLoad()
      \(loadStatement)
    }
    """
  }

  /// The statement of the router's initializer that keeps the child's builder.
  public var builderAssignment: String { "self.\(builderProperty) = \(builderProperty)" }

  /// The argument that hands the child's builder to the router's initializer, where the parent's
  /// component is `component`: `archiveBuilder: ArchiveBuilder(dependency: component)`.
  public func builderArgument(component: String) -> String {
    "\(builderProperty): \(child.value)Builder(dependency: \(component))"
  }

  /// The tab's case in the parent's tab enumeration: `archive`.
  public var tabCase: String { child.lowerCamelCase }

  /// The tab's title, in the enumeration's `title` switch.
  public var tabTitleCase: String { "case .\(tabCase): \"\(child.value)\"" }

  /// The case of the tabs' builder closure that builds the tab's RIB.
  public var tabBuildCase: String {
    "case .\(tabCase): \(builderProperty).build(withListener: interactor)"
  }

  /// The router's methods that show the child and take it away, for a pushed, presented or
  /// attached child; none for a tab.
  public var routerMethods: [String] {
    switch kind {
    case .tab: []
    case .attach:
      [
        """
        func attach\(child.value)() {
          guard \(attachedProperty) == nil else { return }
          let \(attachedProperty) = \(builderProperty).build(withListener: interactor)
          self.\(attachedProperty) = \(attachedProperty)
          attachChild(\(attachedProperty))
        }
        """,
        """
        func detach\(child.value)() {
          guard let \(attachedProperty) else { return }
          detachChild(\(attachedProperty))
          self.\(attachedProperty) = nil
        }
        """,
      ]
    case .push:
      [
        """
        func routeTo\(child.value)() {
          stack.push(\(builderProperty).build(withListener: interactor))
        }
        """,
        """
        func routeAwayFrom\(child.value)() {
          // Pops it, and the screens pushed above it.
          guard let pushed = stack.routers.last(where: { $0 is any \(child.value)Routing }) else {
            return
          }
          stack.pop(pushed)
        }
        """,
      ]
    case .present:
      [
        """
        func routeTo\(child.value)() {
          presentation.present(\(builderProperty).build(withListener: interactor))
        }
        """,
        """
        func routeAwayFrom\(child.value)() {
          guard presentation.router is any \(child.value)Routing else { return }
          presentation.dismiss()
        }
        """,
      ]
    }
  }

  /// The names of the routing methods the interactor calls, for a pushed, presented or attached
  /// child.
  public var routeNames: [String] {
    switch kind {
    case .tab: []
    case .push, .present: ["routeTo\(child.value)", "routeAwayFrom\(child.value)"]
    case .attach: ["attach\(child.value)", "detach\(child.value)"]
    }
  }

  // MARK: The interactor and the view

  /// The requirements of `<Parent>Routing` for the child.
  public var routingRequirements: [String] { routeNames.map { "func \($0)()" } }

  /// The interactor's methods: what the user asks for, and the child saying it is done.
  public var interactorMethods: [String] {
    guard kind.isRequested else { return [] }
    return [
      """
      func show\(child.value)() {
        router?.routeTo\(child.value)()
      }
      """,
      """
      /// \(child.value) said it is done (declare it in \(child.value)Listener if it does not).
      func \(child.lowerCamelCase)DidFinish() {
        router?.routeAwayFrom\(child.value)()
      }
      """,
    ]
  }

  /// The requirement of `<Parent>PresentableListener` the view calls when the user asks for the
  /// child.
  public var presentableListenerRequirement: String? {
    kind.isRequested ? "/// The user asked for \(child.value).\nfunc show\(child.value)()" : nil
  }

  // MARK: The tests

  /// The parent's interactable mock's method that hears the child is done.
  public var interactableMockMethod: String? {
    kind.isRequested ? "func \(child.lowerCamelCase)DidFinish() {}" : nil
  }

  /// The parent's routing mock's record of the routes called, which its methods append to.
  public static let routingMockRecord = "private(set) var calls: [String] = []"

  /// The parent's routing mock's methods, each recording its call in ``routingMockRecord``.
  public var routingMockMethods: [String] {
    routeNames.map { "func \($0)() { calls.append(\"\($0)\") }" }
  }

  /// The router test of the edge: the child is shown and attached.
  public var routerTest: String {
    switch kind {
    case .tab:
      """
      @Test func selecting\(child.value)AttachesIt() {
        router.tabs.select(.\(tabCase))

        #expect(router.tabs.selectedRouter is any \(child.value)Routing)
        #expect(router.children.contains { $0 === router.tabs.selectedRouter })
      }
      """
    case .push:
      """
      @Test func routeTo\(child.value)PushesIt() {
        router.routeTo\(child.value)()

        let pushed = router.stack.topRouter
        #expect(pushed is any \(child.value)Routing)
        #expect(router.children.contains { $0 === pushed })
      }
      """
    case .present:
      """
      @Test func routeTo\(child.value)PresentsIt() {
        router.routeTo\(child.value)()

        let presented = router.presentation.router
        #expect(presented is any \(child.value)Routing)
        #expect(router.children.contains { $0 === presented })
      }
      """
    case .attach:
      """
      @Test func loadingAttaches\(child.value)Once() throws {
        let parent = Router(interactor: Interactor())
        parent.interactor.activate()
        parent.attachChild(router)  // loads the router
        router.attach\(child.value)()

        let attached = router.children.filter { $0 is any \(child.value)Routing }
        #expect(attached.count == 1)
        #expect(try #require(attached.first).interactable.isActive)
        router.detach\(child.value)()
        #expect(!router.children.contains { $0 is any \(child.value)Routing })
        parent.detachChild(router)
      }
      """
    }
  }

  /// The interactor tests of the edge: asking for the child, and the child done.
  public var interactorTests: [String] {
    guard kind.isRequested else { return [] }
    return [
      """
      @Test func show\(child.value)AsksTheRouterFor\(child.value)() {
        interactor.show\(child.value)()
        #expect(router.calls == ["routeTo\(child.value)"])
      }
      """,
      """
      @Test func \(child.lowerCamelCase)DidFinishAsksTheRouterToTakeItAway() {
        interactor.\(child.lowerCamelCase)DidFinish()
        #expect(router.calls == ["routeAwayFrom\(child.value)"])
      }
      """,
    ]
  }
}
