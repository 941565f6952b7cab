import RIBs
import RIBsNavigation
import RIBsTestFixtures

/// A view in a recording container: the view controller of a test RIB, or a placeholder.
typealias FakeView = TestViewController

extension RIBScreen {
  /// The test view controller the screen shows.
  @MainActor var fakeView: FakeView? { viewControllable as? TestViewController }
}

/// A stack container that records what it was told, as a navigation controller would show it.
@MainActor
final class RecordingStackContainer: RIBStackContainer {
  var shownViews: [FakeView] = []
  private(set) var calls: [String] = []

  func show(_ views: [FakeView], animated: Bool) {
    shownViews = views
    calls.append("show \(views)\(animated ? " animated" : "")")
  }
}

/// A modal container that records what it was told and completes each transition when the test
/// says, as UIKit does after an animation.
@MainActor
final class RecordingModalContainer: RIBModalContainer {
  /// What is presented, bottom first.
  private(set) var presented: [FakeView] = []
  private(set) var calls: [String] = []
  private var pending: [@MainActor () -> Void] = []

  /// Whether a transition waits for its end.
  var isInTransition: Bool { !pending.isEmpty }

  /// Completes every transition started, in order, and those they start.
  func finishTransitions() {
    while !pending.isEmpty { pending.removeFirst()() }
  }

  func present(
    _ view: FakeView, over presenter: FakeView?, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    calls.append("present \(view) over \(presenter?.name ?? "the presenter")")
    presented.append(view)
    pending.append(completion)
  }

  func dismiss(_ view: FakeView, animated: Bool, completion: @escaping @MainActor () -> Void) {
    calls.append("dismiss \(view)")
    if let index = presented.firstIndex(where: { $0 === view }) {
      presented.removeSubrange(index...)
    }
    pending.append(completion)
  }

  /// The user took `view` off the screen (a sheet swiped down), with what it presented.
  func userDismisses(_ view: FakeView) {
    if let index = presented.firstIndex(where: { $0 === view }) {
      presented.removeSubrange(index...)
    }
  }
}

/// A tabs container that records what it was told.
@MainActor
final class RecordingTabsContainer: RIBTabsContainer {
  var shownViews: [FakeView] = []
  var selectedIndex = 0
  private(set) var calls: [String] = []

  func show(_ views: [FakeView], selectedIndex: Int, animated: Bool) {
    shownViews = views
    self.selectedIndex = selectedIndex
    calls.append("show \(views) selecting \(selectedIndex)\(animated ? " animated" : "")")
  }
}

/// A split container that records what it was told.
@MainActor
final class RecordingSplitContainer: RIBSplitContainer {
  var isCollapsed = false
  private(set) var columns: [RIBSplitColumn: FakeView] = [:]
  private(set) var calls: [String] = []

  func show(_ view: FakeView, in column: RIBSplitColumn) {
    columns[column] = view
    calls.append("\(column): \(view)")
  }

  func reveal(_ column: RIBSplitColumn) {
    calls.append("reveal \(column)")
  }

  func setColumnVisibility(_ visibility: RIBSplitColumnVisibility, animated: Bool) {
    calls.append("columns \(visibility)\(animated ? " animated" : "")")
  }
}
