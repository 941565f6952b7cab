/// What the dependency fakes the RIBsDependencies plugin writes for a test target read their needs
/// through: the value the test gave, or a stop that names the need it forgot.
///
/// In a test target that applies the plugin, each dependency protocol of the modules it tests gets
/// a fake, `XDependencyFake`, with an initializer that takes each need. A test builds a RIB without
/// its ancestors from what it gives:
///
/// ```swift
/// let router = RandomWinBuilder(
///   dependency: RandomWinDependencyFake(
///     playerNames: PlayerNames(player1: "Ann", player2: "Bo"), randomPlayerSource: source)
/// ).build(withListener: listener)
/// ```
///
/// A need the test did not give is a stop when the RIB reads it (a fake cannot make a value of any
/// type), with the fake and the need named: `RandomWinDependencyFake.randomPlayerSource was read,
/// but the test did not give it`.
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
        "\(fake).\(name) was read, but the test did not give it: pass \(name): to \(fake)(…), or "
          + "set it, before building the RIB.")
    }
    return value
  }
}
