import RIBs

/// What a router's navigation is, kept beside the router for its life: the models it hosts, in the
/// order they were made, the routes it shows when asked, the numbering of what its models show, and
/// what it presents.
///
/// A model registers with its host when it is made; nothing else finds models. The registry also
/// hears which children the router detaches, and tells the models that show them.
@MainActor
final class NavigationRegistry: RouterCompanion {
  /// A model, held weakly: the router owns its models, and they hold their host weakly.
  private struct Held {
    weak var model: RIBNavigationModel?
  }

  /// A split, held weakly.
  private struct HeldSplit {
    weak var model: (any SplitDetailModel)?
  }

  /// A dialog presentation, held weakly.
  private struct HeldDialogs {
    weak var model: (any DialogModel)?
  }

  /// The models this router hosts, in the order they were made.
  private var hosted: [Held] = []
  /// Models hosted elsewhere that attached a child to this router (a screen pushed on a shared
  /// stack by a RIB of the stack): they hear the router detach it, and a saved navigation finds
  /// that child among this router's routes.
  private var watchers: [Held] = []
  /// The splits among the hosted models, in the order they were made: the first is the middle
  /// column of three, which the split that shows this router as its detail draws.
  private var splits: [HeldSplit] = []
  /// The dialog presentations among the hosted models, in the order they were made.
  private var dialogs: [HeldDialogs] = []
  /// The routes this router shows when asked, by type.
  var routes = RouteHandlers()
  /// The last identity given to something the hosted models show.
  private var lastIdentity: UInt64 = 0
  /// The identity a ``RIBNavigationState`` restores for a route this router shows: the next screen
  /// shown here for that route takes it, if the numbering of its model's host has not passed it.
  private var restoredIdentity: (id: RIBScreen.ID, route: AnyHashable)?
  /// The hosted model presenting a RIB over the host's view, if one is.
  private weak var presenting: RIBNavigationModel?
  /// The hosted model showing a dialog, if one is.
  private weak var showingDialog: RIBNavigationModel?

  /// Whether a ``RIBNavigationState`` is restoring a navigation in this task: the models do not
  /// animate what they show for it.
  @TaskLocal static var isRestoring = false

  /// The registry of `host`, made the first time it is asked for.
  static func of(_ host: RouterBase) -> NavigationRegistry {
    // The only companion a router is given: this module makes it, once.
    host.companion(orMake: NavigationRegistry.init) as? NavigationRegistry ?? NavigationRegistry()
  }

  /// The registry of `router`, if a model or a route handler made one.
  static func existing(of router: any Routing) -> NavigationRegistry? {
    router.routerCompanion as? NavigationRegistry
  }

  /// The models this router hosts that are still there, in the order they were made.
  var hostedModels: [RIBNavigationModel] { hosted.compactMap(\.model) }

  /// The models hosted elsewhere that attached a child to this router, and are still there.
  var watchingModels: [RIBNavigationModel] { watchers.compactMap(\.model) }

  /// The first split this router hosts, if any.
  var firstSplit: (any SplitDetailModel)? { splits.lazy.compactMap(\.model).first }

  /// The dialog presentations this router hosts, in the order they were made.
  var dialogModels: [any DialogModel] { dialogs.compactMap(\.model) }

  /// Registers a model this router hosts.
  func host(_ model: RIBNavigationModel) {
    hosted.removeAll { $0.model == nil }
    hosted.append(Held(model: model))
  }

  /// Registers a split this router hosts, which a three-column renderer may draw.
  func hostSplit(_ split: any SplitDetailModel) {
    splits.removeAll { $0.model == nil }
    splits.append(HeldSplit(model: split))
  }

  /// Registers a dialog presentation this router hosts, which is shown over what it presents.
  func hostDialogs(_ dialogs: any DialogModel) {
    self.dialogs.removeAll { $0.model == nil }
    self.dialogs.append(HeldDialogs(model: dialogs))
  }

  /// Lets `model`, hosted elsewhere, hear this router detach a child it attached here.
  func watch(_ model: RIBNavigationModel) {
    guard !watchers.contains(where: { $0.model === model }) else { return }
    watchers.removeAll { $0.model == nil }
    watchers.append(Held(model: model))
  }

  func routerDidDetach(_ child: any Routing) {
    for held in hosted + watchers {
      held.model?.routerDidDetach(child)
    }
  }

  // MARK: Identities

  /// The next identity of this router's numbering.
  func nextIdentity() -> RIBScreen.ID {
    lastIdentity += 1
    return RIBScreen.ID(rawValue: lastIdentity)
  }

  /// Takes `id` for something a hosted model shows, if the numbering has not given it or a larger
  /// one yet, and numbers past it; an identity is never given twice.
  func claim(_ id: RIBScreen.ID) -> Bool {
    guard id.rawValue > lastIdentity else { return false }
    lastIdentity = id.rawValue
    return true
  }

  /// The identity being restored for `route`, shown by this router, once.
  func takeRestoredIdentity(for route: (any RIBRoute)?) -> RIBScreen.ID? {
    guard let restored = restoredIdentity, let route, AnyHashable(route) == restored.route else {
      return nil
    }
    restoredIdentity = nil
    return restored.id
  }

  /// Shows `route` with `handler`, as a ``RIBNavigationState`` restores it: the screen this router
  /// shows for it takes `id`, if that identity was never given.
  ///
  /// - Returns: Why the route was not shown; `nil` once it was.
  func restore(_ route: any RIBRoute, with handler: any RouteHandling, id: RIBScreen.ID?) -> String?
  {
    restoredIdentity = id.map { ($0, AnyHashable(route)) }
    defer { restoredIdentity = nil }
    return Self.$isRestoring.withValue(true) { handler.show(route) }
  }

  // MARK: What the host presents

  /// The model presenting a RIB over the host's view, if one is, other than `model`.
  func presenter(other model: RIBNavigationModel) -> RIBNavigationModel? {
    presenting === model ? nil : presenting
  }

  /// The model showing a dialog, if one is, other than `model`.
  func dialogShower(other model: RIBNavigationModel) -> RIBNavigationModel? {
    showingDialog === model ? nil : showingDialog
  }

  /// The screen presented over the host's view, which a dialog the host shows is presented over.
  var presentedScreen: RIBScreen? { presenting?.shownScreens.first }

  /// `model` presents a RIB now (`true`) or nothing (`false`); when it stops, a dialog shown over
  /// what it presented goes with it.
  func setPresenting(_ model: RIBNavigationModel, _ isPresenting: Bool, animated: Bool) {
    if isPresenting {
      presenting = model
    } else if presenting === model {
      presenting = nil
      showingDialog?.presenterDidGo(animated: animated)
    }
  }

  /// `model` shows a dialog now (`true`) or none (`false`).
  func setShowingDialog(_ model: RIBNavigationModel, _ isShowing: Bool) {
    if isShowing {
      showingDialog = model
    } else if showingDialog === model {
      showingDialog = nil
    }
  }
}
