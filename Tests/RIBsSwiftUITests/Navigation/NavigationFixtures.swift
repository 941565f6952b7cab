import RIBs
import RIBsSwiftUI

/// What the RIBs of a test did, in order: `+Name` when one became active, `-Name` when it resigned.
@MainActor
final class Journal {
  var entries: [String] = []
}

@MainActor
final class JournalingInteractor: Interactor {
  let name: String
  let journal: Journal

  init(name: String, journal: Journal) {
    self.name = name
    self.journal = journal
    super.init()
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    journal.entries.append("+\(name)")
  }

  override func willResignActive() {
    journal.entries.append("-\(name)")
    super.willResignActive()
  }
}

/// A RIB of a SwiftUI app: its router, named for the journal.
@MainActor
final class ScreenRouter: Router<JournalingInteractor> {
  var name: String { interactor.name }
}

/// An active root RIB and a way to make children that write to the same journal.
@MainActor
struct NavigationTree {
  let journal = Journal()
  let root: ScreenRouter

  init() {
    root = ScreenRouter(interactor: JournalingInteractor(name: "Root", journal: journal))
    root.interactor.activate()
    journal.entries = []
  }

  func screen(_ name: String) -> ScreenRouter {
    ScreenRouter(interactor: JournalingInteractor(name: name, journal: journal))
  }

  /// The names of the root's children, in the order they were attached.
  var attached: [String] { root.children.map { ($0 as? ScreenRouter)?.name ?? "?" } }
}

/// Records what the user dismissed, by name, top first.
@MainActor
final class DismissalRecorder: UserNavigationListener {
  var dismissed: [[String]] = []

  func userDidDismiss(_ screens: [RIBScreen]) {
    dismissed.append(screens.names)
  }
}

extension Array where Element == RIBScreen {
  /// The names of the screens' routers.
  @MainActor var names: [String] { map { ($0.router as? ScreenRouter)?.name ?? "?" } }
}
