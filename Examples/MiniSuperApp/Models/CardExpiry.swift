import Foundation

/// The month a card expires, valid through its last day.
struct CardExpiry: Codable, Equatable, Sendable, CustomStringConvertible {
  /// The month, from 1 to 12.
  let month: Int
  /// The year, such as 2029.
  let year: Int

  /// As written on the card: "MM/YY".
  var description: String {
    let month = month < 10 ? "0\(month)" : "\(month)"
    let year = year % 100 < 10 ? "0\(year % 100)" : "\(year % 100)"
    return "\(month)/\(year)"
  }

  /// Whether the card no longer works on `date`: after the last day of its month (in UTC).
  ///
  /// - Parameter date: The date to check.
  /// - Returns: Whether the card has expired.
  func hasExpired(on date: Date) -> Bool {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let today = calendar.dateComponents([.year, .month], from: date)
    guard let currentYear = today.year, let currentMonth = today.month else { return false }
    return (year, month) < (currentYear, currentMonth)
  }
}
