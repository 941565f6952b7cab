import TerminalUI
import Testing

@Suite struct NumberedChoiceTests {
  @Test func aNumberFromOneToTheCountIsAnIndexFromZero() {
    #expect(NumberedChoice.index(of: "1", count: 3) == 0)
    #expect(NumberedChoice.index(of: " 3 ", count: 3) == 2)
  }

  @Test(arguments: [
    "0", "4", "-1", "", "two", "1.0", "-9223372036854775808", "9223372036854775807",
  ])
  func anythingElseIsNoChoice(text: String) {
    #expect(NumberedChoice.index(of: text, count: 3) == nil)
  }

  @Test func anEmptyListHasNoChoice() {
    #expect(NumberedChoice.index(of: "1", count: 0) == nil)
  }
}
