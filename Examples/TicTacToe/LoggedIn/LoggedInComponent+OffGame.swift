import RIBs

// Written by hand, for teams that prefer to: LoggedInComponent conforms to OffGameDependency here,
// and gives the score to OffGame's scoreboard read-only. The RIBsDependencies plugin writes every
// other conformance of this app, and writes none where one is written by hand; the member below is
// what provides `scoreStream` to LoggedIn's descendants.
extension LoggedInComponent: OffGameDependency {
  var scoreStream: any ScoreStream { mutableScoreStream }
}
