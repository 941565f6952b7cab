import Foundation
import RIBs
import RIBsCombine

extension FinanceHomeComponent: SuperPayDashboardDependency, CardOnFileDashboardDependency,
  AddPaymentMethodDependency, TopupDependency
{
  var balance: ReadOnlyCurrentValuePublisher<Int> { dependency.superPayRepository.balance }
  var cardOnFileRepository: any CardOnFileRepository { dependency.cardOnFileRepository }
  var superPayRepository: any SuperPayRepository { dependency.superPayRepository }
  var now: @MainActor () -> Date { dependency.now }
  var views: any AppViews { dependency.views }
}
