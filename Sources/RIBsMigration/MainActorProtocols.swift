#if Migration
  /// The app's own protocols that Swift 6 needs on the main actor once the app is on RIBs for
  /// Swift 6: what `ribs migrate --swift6` marks `@preconcurrency @MainActor`.
  ///
  /// The framework's classes are main-actor isolated, and so are the app's subclasses of them
  /// (interactors, routers, builders, components, workers, workflows, presenters). Where such a
  /// class adopts a plain protocol of the app's (a listener, a presentable listener, a buildable,
  /// an actionable item), Swift 6 reports the conformance as crossing into main actor-isolated
  /// code; on the old framework, whose classes were not isolated, it did not. Those protocols, and
  /// the app's protocols they refine, are marked, unless one is main-actor already (declared so, or
  /// refining one of the framework's protocols, which are) or is also adopted by a type that is
  /// neither on the main actor nor a test double, which marking would move onto the main actor.
  struct MainActorProtocols {
    /// The protocols to mark.
    private(set) var marked: Set<String> = []
    /// Protocols that need it but are left, with the reason.
    private(set) var left: [String: String] = [:]

    /// The framework's main-actor classes that apps subclass.
    static let frameworkClasses: Set<String> = [
      "Interactor", "PresentableInteractor", "Router", "ViewableRouter", "LaunchRouter", "Builder",
      "ComponentizedBuilder", "SimpleComponentizedBuilder", "MultiStageComponentizedBuilder",
      "SimpleMultiStageComponentizedBuilder", "Component", "EmptyComponent", "Worker", "Workflow",
      "Presenter",
    ]

    /// The framework's main-actor protocols that app protocols refine.
    static let frameworkProtocols: Set<String> = [
      "InteractorScope", "Interactable", "RouterScope", "Routing", "ViewableRouting",
      "LaunchRouting", "Buildable", "Dependency", "EmptyDependency", "Presentable",
      "ViewControllable", "Working", "ActivenessReporting", "ActivenessPublishing",
      "ActivenessObservable",
    ]

    /// Test doubles by the suffixes of their names: they may move to the main actor.
    private static let doubleSuffixes = ["Mock", "Spy", "Stub", "Fake", "Dummy"]

    /// Finds the protocols of `project` to mark.
    ///
    /// - Parameter project: The app's declarations.
    init(project: ProjectDeclarations) {
      let all = project.allDeclarations
      func declaration(_ name: String, _ keyword: String) -> ProjectDeclarations.Declaration? {
        all[name]?.first { $0.keyword == keyword }
      }
      // Classes on the main actor: subclasses of the framework's, UIKit's or of such app classes.
      var mainActorClasses: Set<String> = []
      func isOnMainActor(_ name: String, depth: Int = 0) -> Bool {
        if Self.frameworkClasses.contains(name) || name.hasPrefix("UI") { return true }
        guard depth < 64, let type = declaration(name, "class") else { return false }
        if type.isMainActor { return true }
        guard let superclass = type.inherited.first else { return false }
        return isOnMainActor(superclass, depth: depth + 1)
      }
      for (name, declarations) in all where declarations.contains(where: { $0.keyword == "class" })
      {
        if isOnMainActor(name) { mainActorClasses.insert(name) }
      }
      // The protocols of the app's each type adopts, with the app's protocols they refine.
      func adopted(by type: String, _ declared: ProjectDeclarations.Declaration) -> Set<String> {
        var found: Set<String> = []
        var pending = declared.inherited + project.conformancesInExtensions(of: type)
        while let name = pending.popLast() {
          guard let proto = declaration(name, "protocol"), found.insert(name).inserted else {
            continue
          }
          pending += proto.inherited
        }
        return found
      }
      var adoptedOnMainActor: Set<String> = []
      var adoptedElsewhere: [String: String] = [:]
      for (name, declarations) in all {
        for declared in declarations where declared.keyword != "protocol" {
          let protocols = adopted(by: name, declared)
          if declared.keyword == "class", mainActorClasses.contains(name) {
            adoptedOnMainActor.formUnion(protocols)
          } else if declared.keyword != "typealias", !declared.isMainActor,
            !Self.doubleSuffixes.contains(where: name.hasSuffix)
          {
            for proto in protocols where adoptedElsewhere[proto] == nil {
              adoptedElsewhere[proto] = name
            }
          }
        }
      }
      // Main-actor protocols already: declared so, or refining a framework's.
      func isMainActorProtocol(_ name: String, depth: Int = 0) -> Bool {
        if Self.frameworkProtocols.contains(name) { return true }
        guard depth < 64, let proto = declaration(name, "protocol") else { return false }
        return proto.isMainActor
          || proto.inherited.contains { isMainActorProtocol($0, depth: depth + 1) }
      }
      for proto in adoptedOnMainActor where !isMainActorProtocol(proto) {
        if let other = adoptedElsewhere[proto] {
          left[proto] =
            "\(proto) is adopted by main-actor RIBs types and by \(other), which is not on the "
            + "main actor: left as it is; Swift 6 reports its conformances in the RIBs types."
        } else {
          marked.insert(proto)
        }
      }
    }
  }
#endif
