import RIBs

/// Opens one deep link.
///
/// The first step shows the link's tab; the next (if the link goes deeper) opens its screen there.
/// Each step runs once its RIB is active: at launch, as soon as the tabs are up.
final class DeepLinkWorkflow: Workflow<any AppRootActionableItem> {
  private let onError: @MainActor (any Error) -> Void

  /// - Parameters:
  ///   - link: The link to open.
  ///   - onError: Shows why a step refused (a form is open, say).
  init(link: DeepLink, onError: @escaping @MainActor (any Error) -> Void) {
    self.onError = onError
    super.init()
    switch link {
    case .home:
      onStep { (root: any AppRootActionableItem) in try root.showHome() }.commit()
    case .transport:
      onStep { (root: any AppRootActionableItem) in try root.showHome() }
        .onStep { (home: any AppHomeActionableItem, _: Void) in home.openTransport() }
        .commit()
    case .finance:
      onStep { (root: any AppRootActionableItem) in try root.showFinance() }.commit()
    case .topup(let amount):
      onStep { (root: any AppRootActionableItem) in try root.showFinance() }
        .onStep { (finance: any FinanceHomeActionableItem, _: Void) in
          try finance.openTopup(suggestedAmount: amount)
        }
        .commit()
    case .addPaymentMethod:
      onStep { (root: any AppRootActionableItem) in try root.showFinance() }
        .onStep { (finance: any FinanceHomeActionableItem, _: Void) in
          try finance.openAddPaymentMethod()
        }
        .commit()
    case .profile:
      onStep { (root: any AppRootActionableItem) in try root.showProfile() }.commit()
    }
  }

  override func didReceiveError(_ error: any Error) {
    onError(error)
  }
}
