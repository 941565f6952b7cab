import RIBs
import RIBsTesting
import Testing

@MainActor
@Suite struct SubtreeAssertionTests {
  final class Root: Router<Interactor> {}
  final class Child: Router<Interactor> {}

  let root = Root(interactor: Interactor())

  init() {
    root.interactable.activate()
    let child = Child(interactor: Interactor())
    child.attachChild(Child(interactor: Interactor()))
    root.attachChild(child)
  }

  @Test func aSubtreeWrittenIndentedInATestMatches() {
    #expect(
      SubtreeDifference.of(
        root,
        expected: """

              Root (active, no view)
                Child (active, no view)
                  Child (active, no view)

          """) == nil)
    expectSubtree(
      of: root,
      """
      Root (active, no view)
        Child (active, no view)
          Child (active, no view)
      """)
  }

  @Test func aDifferentSubtreeIsShownLineByLine() {
    let difference = SubtreeDifference.between(
      actual: """
        Root (active)
          LoggedIn (active, no view)
            OffGame (active)
        """,
      expected: """
        Root (active)
          LoggedOut (active)
        """)
    #expect(
      difference == """
        The subtree is not the one expected (- expected, + actual):
          Root (active)
        -   LoggedOut (active)
        +   LoggedIn (active, no view)
        +     OffGame (active)
        """)
  }

  @Test func aDifferenceOnlyInActivenessIsShown() {
    let difference = SubtreeDifference.between(
      actual: "Root (active)\n  Child (inactive)", expected: "Root (active)\n  Child (active)")
    #expect(difference?.contains("-   Child (active)\n+   Child (inactive)") == true)
  }

  @Test func theAssertionRecordsTheDifferenceAsAnIssue() {
    withKnownIssue {
      expectSubtree(of: root, "Root (active, no view)")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("+   Child (active, no view)") }
    }
  }
}
