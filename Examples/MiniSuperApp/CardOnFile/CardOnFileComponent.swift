import RIBs

@MainActor
protocol CardOnFileDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }
}
