import Testing

@testable import MiniSuperAppKit

@Suite struct MoneyTests {
  @Test func formatsWholeWonWithGroupedDigits() {
    #expect(Money.format(0) == "0 won")
    #expect(Money.format(999) == "999 won")
    #expect(Money.format(18_000) == "18,000 won")
    #expect(Money.format(1_234_567) == "1,234,567 won")
    #expect(Money.format(-2_500) == "-2,500 won")
  }

  @Test func formatsTheExtremesOfInt() {
    #expect(Money.format(.max) == "9,223,372,036,854,775,807 won")
    #expect(Money.format(.min) == "-9,223,372,036,854,775,808 won")
  }

  @Test(arguments: [("10000", 10_000), (" 1,000,000 ", 1_000_000), ("7", 7)])
  func readsTopupAmounts(text: String, amount: Int) throws {
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
