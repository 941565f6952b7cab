#if canImport(UIKit)
  import RIBs
  import RIBsNavigation
  import RIBsUIKit
  import UIKit

  /// The finance tab on UIKit: the seed's `FinanceHomeViewController`, beside the terminal one.
  ///
  /// Dashboards are child view controllers whose views are stacked vertically: the canonical
  /// UIKit containment (`addChild`, `addArrangedSubview`, `didMove(toParent:)`). The router's
  /// presentation is drawn by a `RIBModalPresenter`, which reports a sheet swiped down. This app
  /// runs in a terminal, so this class is compiled where UIKit exists and type-checked on Linux
  /// against API stubs (`.ci/check-apple-apis`); it is not run here.
  final class FinanceHomeUIKitViewController: UIViewController, FinanceHomeViewControllable {
    private let stackView: UIStackView = {
      let stackView = UIStackView()
      stackView.translatesAutoresizingMaskIntoConstraints = false
      stackView.axis = .vertical
      stackView.spacing = 4
      return stackView
    }()
    private lazy var modalPresenter = RIBModalPresenter(presenter: self)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Finance"
      view.backgroundColor = .systemBackground
      view.addSubview(stackView)
      NSLayoutConstraint.activate([
        stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }

    // MARK: - FinanceHomeViewControllable

    func addDashboard(_ dashboard: any ViewableRouting) {
      let child = dashboard.viewControllable.uiviewController
      addChild(child)
      stackView.addArrangedSubview(child.view)
      child.didMove(toParent: self)
    }

    func draw(_ presentation: RIBPresentation.Rendering) {
      modalPresenter.draw(presentation)
    }
  }
#endif
