import Foundation
import Testing

@testable import MiniSuperAppKit

@Suite struct DeepLinkTests {
  @Test(arguments: [
    ("superapp://home", DeepLink.home),
    ("superapp://finance", .finance),
    ("superapp://finance/topup", .topup(amount: nil)),
    ("superapp://finance/topup?amount=10000", .topup(amount: 10_000)),
    ("superapp://Finance/TopUp/?amount=1,000&from=mail", .topup(amount: 1_000)),
    ("SUPERAPP://finance/cards/add", .addPaymentMethod),
    ("superapp://profile/", .profile),
    ("superapp://transport", .transport),
  ])
  func readsEveryLinkOfTheApp(text: String, link: DeepLink) throws {
    #expect(try DeepLink(url: #require(URL(string: text))) == link)
  }

  @Test(arguments: [
    ("https://finance", "the scheme is not superapp://"),
    ("superapp:finance", "it names no screen after superapp://"),
    ("superapp://", "it names no screen after superapp://"),
    ("superapp://finance/cards", "there is no screen 'finance/cards'"),
    ("superapp://wallet", "there is no screen 'wallet'"),
    ("superapp://finance/topup?amount=abc", "amount=abc is not a number of won"),
    ("superapp://finance/topup?amount=", "amount= is not a number of won"),
    ("superapp://finance/topup?amount=1.5", "amount=1.5 is not a whole number of won"),
    ("superapp://finance/topup?amount=0", "the amount is 0"),
    ("superapp://finance/topup?amount=-5", "the amount is negative"),
    ("superapp://finance/topup?amount=1e9", "the most one top-up adds is 1,000,000 won"),
  ])
  func explainsWhyALinkIsNotOneOfTheApp(text: String, reason: String) throws {
    let url = try #require(URL(string: text))
    let error = #expect(throws: DeepLinkError.self) { try DeepLink(url: url) }
    #expect(error?.reason == reason)
    #expect(error?.description == "Cannot open \(text): \(reason). :help lists the links.")
  }
}
