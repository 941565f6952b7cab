import RIBs

extension LoggedInComponent: OffGameDependency {
  var scoreStream: any ScoreStream { mutableScoreStream }
}
