import RIBs

@MainActor
protocol CardOnFileDependency: Dependency {}
