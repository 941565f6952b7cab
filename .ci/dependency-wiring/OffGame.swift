import RIBs

/// Three levels below the component that makes it, the score is declared once, here.
@MainActor
protocol OffGameDependency: Dependency {
  var scoreStream: any ScoreStream { get }
}

final class OffGameBuilder: Builder<any OffGameDependency> {
  func build() -> any ScoreStream {
    dependency.scoreStream
  }
}
