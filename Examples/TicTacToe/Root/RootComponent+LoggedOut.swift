import RIBs

extension RootComponent: LoggedOutDependency {}
