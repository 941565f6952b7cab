/// A tab of the app, in the order the tab bar shows them.
enum AppTab: String, Hashable, Codable {
  case home
  case finance
  case profile

  /// The tab's name in the tab bar.
  var title: String {
    switch self {
    case .home: "Home"
    case .finance: "Finance"
    case .profile: "Profile"
    }
  }
}
