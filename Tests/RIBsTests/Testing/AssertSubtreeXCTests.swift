import RIBs
import RIBsTesting
import XCTest

/// The XCTest spelling of the subtree assertion, for suites migrated from Uber's RIBs.
final class AssertSubtreeXCTests: XCTestCase {
  final class Root: Router<Interactor> {}
  final class Child: Router<Interactor> {}

  // XCTest on Linux cannot call a main-actor test method; it runs tests on the main thread.
  func testASubtreeThatMatchesPasses() {
    MainActor.assumeIsolated {
      let root = Root(interactor: Interactor())
      root.interactable.activate()
      root.attachChild(Child(interactor: Interactor()))
      assertSubtree(
        of: root,
        """
        Root (active, no view)
          Child (active, no view)
        """)
      root.interactable.deactivate()
    }
  }
}
