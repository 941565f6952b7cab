import RIBs

extension LoggedInComponent: TicTacToeDependency, RandomWinDependency {}
