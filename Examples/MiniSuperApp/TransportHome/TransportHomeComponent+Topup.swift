import Foundation
import RIBs

/// The same Topup RIB as the finance tab's, on this screen: a RIB is reused by building it from
/// another parent's component.
extension TransportHomeComponent: TopupDependency {
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var now: @MainActor () -> Date { dependency.now }
  var views: any AppViews { dependency.views }
}
