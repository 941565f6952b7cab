import Foundation
import RIBs

@MainActor
protocol FinanceHomeDependency: Dependency {
  /// What draws the screens.
  var views: any AppViews { get }

  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

/// What the finance tab's children need: its extensions pass the parent's dependencies on.
final class FinanceHomeComponent: Component<any FinanceHomeDependency> {}
