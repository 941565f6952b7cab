import Foundation
import Testing

@testable import MiniSuperAppKit

@Suite struct CardDetailsTests {
  static let today = Session.today

  @Test(arguments: [
    ("4111 1111 1111 1111", "4111111111111111"),
    ("5555-5555-5555-4444", "5555555555554444"),
    ("378282246310005", "378282246310005"),
    ("4222222222222", "4222222222222"),
  ])
  func acceptsValidNumbers(text: String, digits: String) throws {
    #expect(try CardDetails.number(text) == digits)
  }

  @Test(arguments: [
    ("", CardDetailsError.numberNotDigits),
    ("4111 1111 1111 111a", .numberNotDigits),
    ("４１１１１１１１１１１１１１１１", .numberNotDigits),
    ("4111", .numberLength(4)),
    ("41111111111111111111", .numberLength(20)),
    ("4111 1111 1111 1112", .numberChecksum),
  ])
  func refusesInvalidNumbers(text: String, error: CardDetailsError) {
    #expect(throws: error) { try CardDetails.number(text) }
  }

  @Test func cvcLengthDependsOnTheBrand() throws {
    #expect(try CardDetails.cvc(" 123 ", forNumber: "4111111111111111") == "123")
    #expect(try CardDetails.cvc("1234", forNumber: "378282246310005") == "1234")
    #expect(throws: CardDetailsError.cvc(digits: 3)) {
      try CardDetails.cvc("1234", forNumber: "4111111111111111")
    }
    #expect(throws: CardDetailsError.cvc(digits: 4)) {
      try CardDetails.cvc("123", forNumber: "378282246310005")
    }
    #expect(throws: CardDetailsError.cvc(digits: 3)) {
      try CardDetails.cvc("12a", forNumber: "4111111111111111")
    }
  }

  @Test func expiryIsValidThroughTheEndOfItsMonth() throws {
    #expect(try CardDetails.expiry("11/26", on: Self.today) == CardExpiry(month: 11, year: 2026))
    #expect(try CardDetails.expiry("01/40", on: Self.today) == CardExpiry(month: 1, year: 2040))
    #expect(throws: CardDetailsError.expired(CardExpiry(month: 10, year: 2026))) {
      try CardDetails.expiry("10/26", on: Self.today)
    }
  }

  @Test(arguments: ["1226", "12/2026", "1/26", "ab/cd", "12/", "/26", "12/26/1", ""])
  func refusesMalformedExpiries(text: String) {
    #expect(throws: CardDetailsError.expiryMalformed) {
      try CardDetails.expiry(text, on: Self.today)
    }
  }

  @Test func refusesMonthsThatDoNotExist() {
    #expect(throws: CardDetailsError.expiryMonth(0)) {
      try CardDetails.expiry("00/30", on: Self.today)
    }
    #expect(throws: CardDetailsError.expiryMonth(13)) {
      try CardDetails.expiry("13/30", on: Self.today)
    }
  }

  @Test func brandComesFromTheFirstDigits() {
    #expect(CardDetails.brand(ofNumber: "4111111111111111") == "Visa")
    #expect(CardDetails.brand(ofNumber: "5555555555554444") == "Mastercard")
    #expect(CardDetails.brand(ofNumber: "2221000000000009") == "Mastercard")
    #expect(CardDetails.brand(ofNumber: "371449635398431") == "American Express")
    #expect(CardDetails.brand(ofNumber: "6011111111111117") == "Discover")
    #expect(CardDetails.brand(ofNumber: "6500000000000002") == "Discover")
    #expect(CardDetails.brand(ofNumber: "3530111333300000") == "JCB")
    #expect(CardDetails.brand(ofNumber: "9999999999999995") == "Card")
    for number in ["4111111111111111", "6011111111111117", "3530111333300000", "9999999999999995"] {
      #expect(CardDetails.brands.contains(CardDetails.brand(ofNumber: number)))
    }
  }

  @Test func expiryIsWrittenAsOnTheCard() {
    #expect(CardExpiry(month: 3, year: 2031).description == "03/31")
    #expect(CardExpiry(month: 12, year: 2105).description == "12/05")
  }
}
