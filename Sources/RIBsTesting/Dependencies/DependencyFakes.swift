/// What the dependency fakes the RIBsDependencies plugin writes read their needs through: the
/// value given, or a stop that names the need that was not.
///
/// In a test target that applies the plugin, each dependency protocol of the modules it tests gets
/// a fake, `XDependencyFake`, with an initializer that takes each need; a target that applies the
/// plugin and links RIBsTesting gets fakes of its own protocols in debug builds, for its SwiftUI
/// previews. A test or a preview builds a RIB without its ancestors from what it gives:
///
/// ```swift
/// let router = RandomWinBuilder(
///   dependency: RandomWinDependencyFake(
///     playerNames: PlayerNames(player1: "Ann", player2: "Bo"), randomPlayerSource: source)
/// ).build(withListener: listener)
/// ```
///
/// A need that was not given is a stop when the RIB reads it (a fake cannot make a value of any
/// type), with the fake and the need named: `RandomWinDependencyFake.randomPlayerSource was read,
/// but it was not given`.
public enum DependencyFakes {
  /// The value of the need `name` of the fake `fake`, or a stop that names both.
  ///
  /// - Parameters:
  ///   - value: What the test gave, if anything.
  ///   - name: The need's name: `randomPlayerSource`.
  ///   - fake: The fake's name: `RandomWinDependencyFake`.
  /// - Returns: `value`.
  public static func value<Value>(_ value: Value?, named name: String, of fake: String) -> Value {
    guard let value else {
      fatalError(
        "\(fake).\(name) was read, but it was not given: pass \(name): to \(fake)(…), or "
          + "set it, before building the RIB.")
    }
    return value
  }
}
