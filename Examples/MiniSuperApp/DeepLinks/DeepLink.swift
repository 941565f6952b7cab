import Foundation

/// The deep links the app understands, each a screen of the seed's app.
///
/// - `superapp://home`, `superapp://finance`, `superapp://profile`: a tab;
/// - `superapp://transport`: the ride screen, on the home tab;
/// - `superapp://finance/topup`, with `?amount=<won>` to suggest an amount: the top-up flow;
/// - `superapp://finance/cards/add`: the form that adds a card.
enum DeepLink: Equatable {
  case home
  case finance
  case topup(amount: Int?)
  case addPaymentMethod
  case profile
  case transport

  static let scheme = "superapp"
  /// A link to show in help and in explanations.
  static let example = "\(scheme)://finance/topup?amount=10000"
  /// Every link's path, in the order the help lists them.
  static let paths = [
    "home", "finance", "finance/topup?amount=<won>", "finance/cards/add", "profile", "transport",
  ]

  /// Reads `url` as one of the app's links.
  ///
  /// Hosts and paths are case-insensitive; a trailing slash is allowed; query items other than a
  /// top-up's `amount` are ignored.
  ///
  /// - Throws: ``DeepLinkError`` saying why `url` is none of them.
  init(url: URL) throws(DeepLinkError) {
    guard url.scheme?.lowercased() == Self.scheme else {
      throw DeepLinkError(url: url, reason: "the scheme is not \(Self.scheme)://")
    }
    guard let host = url.host?.lowercased(), !host.isEmpty else {
      throw DeepLinkError(url: url, reason: "it names no screen after \(Self.scheme)://")
    }
    let path = url.path.lowercased().split(separator: "/").joined(separator: "/")
    let screen = path.isEmpty ? host : "\(host)/\(path)"
    switch screen {
    case "home": self = .home
    case "finance": self = .finance
    case "finance/cards/add": self = .addPaymentMethod
    case "profile": self = .profile
    case "transport": self = .transport
    case "finance/topup":
      let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      guard let text = items.first(where: { $0.name == "amount" })?.value else {
        self = .topup(amount: nil)
        return
      }
      do {
        self = .topup(amount: try Money.topupAmount(text))
      } catch {
        throw DeepLinkError(url: url, reason: Self.reason(error, amount: text))
      }
    default:
      throw DeepLinkError(url: url, reason: "there is no screen '\(screen)'")
    }
  }

  /// Why a link's amount is refused, in the words of a link rather than of the prompt.
  private static func reason(_ error: AmountError, amount text: String) -> String {
    switch error {
    case .notANumber: "amount=\(text) is not a number of won"
    case .notWhole: "amount=\(text) is not a whole number of won"
    case .zero: "the amount is 0"
    case .negative: "the amount is negative"
    case .tooLarge: "the most one top-up adds is \(Money.format(Money.maximumTopup))"
    }
  }
}

/// Why a URL is not a deep link of the app.
struct DeepLinkError: Error, CustomStringConvertible {
  var url: URL
  var reason: String

  var description: String {
    "Cannot open \(url.absoluteString): \(reason). :help lists the links."
  }
}
