import Testing

@testable import MiniSuperApp

@Suite struct MoneyTests {
  @Test func formatsWholeWonWithGroupedDigits() {
    #expect(Money.format(0) == "0 won")
    #expect(Money.format(999) == "999 won")
    #expect(Money.format(18_000) == "18,000 won")
    #expect(Money.format(1_234_567) == "1,234,567 won")
    #expect(Money.format(-2_500) == "-2,500 won")
  }

  @Test func showsAmountsThatAreNotWholeNumbersAsTheyAreInsteadOfCrashing() {
    #expect(Money.format(.infinity) == "inf won")
    #expect(Money.format(1e300) == "1e+300 won")
  }

  @Test(arguments: [("10000", 10_000.0), (" 1,000,000 ", 1_000_000), ("7", 7)])
  func readsTopupAmounts(text: String, amount: Double) throws {
    #expect(try Money.topupAmount(text) == amount)
  }

  @Test(arguments: [
    ("", AmountError.notANumber("")),
    ("ten", .notANumber("ten")),
    ("nan", .notANumber("nan")),
    ("inf", .notANumber("inf")),
    ("0", .zero),
    ("-0", .zero),
    ("-5", .negative),
    ("12.5", .notWhole),
    ("1000001", .tooLarge),
    ("1e300", .tooLarge),
  ])
  func refusesBadAmounts(text: String, error: AmountError) {
    #expect(throws: error) { try Money.topupAmount(text) }
  }
}
