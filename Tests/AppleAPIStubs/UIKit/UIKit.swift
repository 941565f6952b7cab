// A stub of the parts of Apple's UIKit that RIBs, its templates and its examples use, with the
// signatures of Apple's documentation, for type-checking on Linux (.ci/check-apple-apis). It is
// never run and never shipped: every body is a placeholder.
//
// Where it differs from UIKit, by necessity: there is no Objective-C runtime, so optional protocol
// requirements are requirements with default implementations, and NSObject is Foundation's.

@_exported import Foundation

// MARK: Responders and view controllers

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type: the view is loaded on first use.
  open var view: UIView! {
    get { UIView() }
    set {}
  }
  open var viewIfLoaded: UIView? { nil }
  open var title: String?
  open var children: [UIViewController] { [] }
  open var parent: UIViewController? { nil }
  open var presentedViewController: UIViewController? { nil }
  open var presentingViewController: UIViewController? { nil }
  open var navigationController: UINavigationController? { nil }
  open var presentationController: UIPresentationController? { nil }
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var isModalInPresentation = false

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {}
  open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {}

  open func addChild(_ childController: UIViewController) {}
  open func removeFromParent() {}
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case automatic = -2
}

// MARK: Navigation

@MainActor
open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

  open var viewControllers: [UIViewController] = []
  open var topViewController: UIViewController? { viewControllers.last }
  weak open var delegate: (any UINavigationControllerDelegate)?

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

// MARK: Presentation

@MainActor
open class UIPresentationController: NSObject {
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  open var presentedViewController: UIViewController { UIViewController() }
  open var presentingViewController: UIViewController { UIViewController() }
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

// MARK: Views and windows

@MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init() }

  open var window: UIWindow? { nil }
  open var superview: UIView? { nil }
  open var subviews: [UIView] { [] }
  open var backgroundColor: UIColor?
  open var translatesAutoresizingMaskIntoConstraints = true

  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}

  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

@MainActor
open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  open func makeKeyAndVisible() {}
}

@MainActor
open class UIStackView: UIView {
  public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
  public required init(coder: NSCoder) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }

  open var arrangedSubviews: [UIView] { [] }
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var spacing: CGFloat = 0

  open func addArrangedSubview(_ view: UIView) {}
  open func removeArrangedSubview(_ view: UIView) {}
}

open class UIColor: NSObject, @unchecked Sendable {
  open class var systemBackground: UIColor { UIColor() }
}

// MARK: Layout

@MainActor
open class UILayoutGuide: NSObject {
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

open class NSLayoutConstraint: NSObject {
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  open var isActive = false
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
