import Foundation
import RIBs

extension AppRootComponent: AppHomeDependency, FinanceHomeDependency, ProfileHomeDependency {
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var profileRepository: any ProfileRepository { dependency.profileRepository }
  var now: @MainActor () -> Date { dependency.now }
  var views: any AppViews { dependency.views }
}
