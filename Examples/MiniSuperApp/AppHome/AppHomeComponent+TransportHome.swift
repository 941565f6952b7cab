import Foundation
import RIBs

extension AppHomeComponent: TransportHomeDependency {
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var now: @MainActor () -> Date { dependency.now }
  var views: any AppViews { dependency.views }
}
