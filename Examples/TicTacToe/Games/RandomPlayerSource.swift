/// Where RandomWin gets its random winner: the system's generator in the app, a seeded one with
/// `--seed` and in tests, so that a session can be replayed.
///
/// A class: one source serves every game of the session.
@MainActor
final class RandomPlayerSource {
  private var generator: any RandomNumberGenerator

  private init(generator: any RandomNumberGenerator) {
    self.generator = generator
  }

  /// Random winners from the system's generator.
  static func system() -> RandomPlayerSource {
    RandomPlayerSource(generator: SystemRandomNumberGenerator())
  }

  /// Random winners that are the same for the same seed.
  static func seeded(_ seed: UInt64) -> RandomPlayerSource {
    RandomPlayerSource(generator: SplitMix64(seed: seed))
  }

  func nextWinner() -> PlayerType {
    Bool.random(using: &generator) ? .player1 : .player2
  }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
