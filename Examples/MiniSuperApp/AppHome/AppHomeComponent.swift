import Foundation
import RIBs

@MainActor
protocol AppHomeDependency: Dependency {
  var cardOnFileRepository: any CardOnFileRepository { get }
  var superPayRepository: any SuperPayRepository { get }
  var now: @MainActor () -> Date { get }
}

final class AppHomeComponent: Component<any AppHomeDependency> {}
