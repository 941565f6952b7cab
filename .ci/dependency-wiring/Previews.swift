import RIBs

#if DEBUG
  /// What a SwiftUI preview of OffGame does: builds the RIB from a fake of its dependency, which the
  /// plugin writes in debug builds because this module links RIBsTesting.
  @MainActor
  func previewedOffGame() -> any ScoreStream {
    OffGameBuilder(dependency: OffGameDependencyFake(scoreStream: Scores())).build()
  }
#endif
