import RIBs

extension OffGameComponent: BasicScoreBoardDependency {
  var player1Name: String { dependency.player1Name }
  var player2Name: String { dependency.player2Name }
  var scoreStream: any ScoreStream { dependency.scoreStream }
}
