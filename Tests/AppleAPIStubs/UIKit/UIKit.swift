// A stub of the parts of Apple's UIKit that RIBs, its templates and its examples use, with the
// signatures of Apple's documentation, for type-checking on Linux (.ci/check-apple-apis). It is
// never run and never shipped: every body is a placeholder.
//
// Where it differs from UIKit, by necessity: there is no Objective-C runtime, so optional protocol
// requirements are requirements with default implementations, and NSObject is Foundation's.
//
// Availability: every declaration carries the `@available` of Apple's documentation for it (UIKit
// exists on iOS, iPadOS, tvOS, visionOS and Mac Catalyst, not on macOS or watchOS); a member
// without one has its type's, as in Apple's interfaces. Linux's compiler ignores them;
// `check-apple-availability` (.ci/check-apple-apis) reads them.

@_exported import Foundation

// MARK: Responders and view controllers

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIResponder: NSObject {}

@available(iOS 2.0, tvOS 9.0, *)
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
  @available(iOS 9.0, tvOS 9.0, *)
  open var viewIfLoaded: UIView? { nil }
  open var title: String?
  @available(iOS 5.0, tvOS 9.0, *)
  open var children: [UIViewController] { [] }
  @available(iOS 5.0, tvOS 9.0, *)
  open var parent: UIViewController? { nil }
  @available(iOS 5.0, tvOS 9.0, *)
  open var presentedViewController: UIViewController? { nil }
  @available(iOS 5.0, tvOS 9.0, *)
  open var presentingViewController: UIViewController? { nil }
  open var navigationController: UINavigationController? { nil }
  @available(iOS 8.0, tvOS 9.0, *)
  open var presentationController: UIPresentationController? { nil }
  @available(iOS 3.2, tvOS 9.0, *)
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  @available(iOS 8.0, *)
  @available(tvOS, unavailable)
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
  @available(iOS 13.0, tvOS 13.0, *)
  open var isModalInPresentation = false
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type: the item is made on first use.
  open var tabBarItem: UITabBarItem! {
    get { UITabBarItem(title: nil, image: nil, tag: 0) }
    set {}
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  @available(iOS 5.0, tvOS 9.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {}
  @available(iOS 5.0, tvOS 9.0, *)
  open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {}

  @available(iOS 5.0, tvOS 9.0, *)
  open func addChild(_ childController: UIViewController) {}
  @available(iOS 5.0, tvOS 9.0, *)
  open func removeFromParent() {}
  @available(iOS 5.0, tvOS 9.0, *)
  open func willMove(toParent parent: UIViewController?) {}
  @available(iOS 5.0, tvOS 9.0, *)
  open func didMove(toParent parent: UIViewController?) {}
}

@available(iOS 3.2, tvOS 9.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  @available(iOS 8.0, *)
  @available(tvOS, unavailable)
  case popover = 7
  @available(iOS 13.0, tvOS 13.0, *)
  case automatic = -2
}

// MARK: Navigation

@available(iOS 2.0, tvOS 9.0, *)
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

  @available(iOS 3.0, tvOS 9.0, *)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

@available(iOS 2.0, tvOS 9.0, *)
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

// MARK: Tabs

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]?
  open var selectedIndex = 0
  open var selectedViewController: UIViewController?
  weak open var delegate: (any UITabBarControllerDelegate)?

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  @available(iOS 2.0, tvOS 9.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@available(iOS 2.0, tvOS 9.0, *)
extension UITabBarControllerDelegate {
  @available(iOS 2.0, tvOS 9.0, *)
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIBarItem: NSObject {
  open var title: String?
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UITabBarItem: UIBarItem {
  public init(title: String?, image: UIImage?, tag: Int) { super.init() }
}

@available(iOS 2.0, tvOS 9.0, *)
open class UIImage: NSObject, @unchecked Sendable {}

// MARK: Presentation

@available(iOS 8.0, tvOS 9.0, *)
@MainActor
open class UIPresentationController: NSObject {
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  open var presentedViewController: UIViewController { UIViewController() }
  open var presentingViewController: UIViewController { UIViewController() }
}

@available(iOS 8.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  open var sourceView: UIView?
  open var sourceRect: CGRect = .zero
}

// MARK: Split view

@available(iOS 8.0, tvOS 9.0, *)
@MainActor
open class UISplitViewController: UIViewController {
  @available(iOS 14.0, tvOS 14.0, *)
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  @available(iOS 14.0, tvOS 14.0, *)
  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
  }

  @available(iOS 8.0, tvOS 9.0, *)
  public enum DisplayMode: Int, Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    @available(iOS 14.0, tvOS 14.0, *)
    case twoBesideSecondary = 4
    @available(iOS 14.0, tvOS 14.0, *)
    case twoOverSecondary = 5
    @available(iOS 14.0, tvOS 14.0, *)
    case twoDisplaceSecondary = 6
  }

  @available(iOS 14.0, tvOS 14.0, *)
  public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  weak open var delegate: (any UISplitViewControllerDelegate)?
  open var isCollapsed: Bool { false }
  open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic

  @available(iOS 14.0, tvOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
  @available(iOS 14.0, tvOS 14.0, *)
  open func show(_ column: UISplitViewController.Column) {}
}

@available(iOS 8.0, tvOS 9.0, *)
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  @available(iOS 14.0, tvOS 14.0, *)
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  @available(iOS 8.0, tvOS 9.0, *)
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

@available(iOS 8.0, tvOS 9.0, *)
extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
}

// MARK: Alerts

@available(iOS 8.0, tvOS 9.0, *)
@MainActor
open class UIAlertController: UIViewController {
  @available(iOS 8.0, tvOS 9.0, *)
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { self.init(nibName: nil, bundle: nil) }

  open func addAction(_ action: UIAlertAction) {}
  open var actions: [UIAlertAction] { [] }
  open var preferredStyle: UIAlertController.Style { .alert }
}

@available(iOS 8.0, tvOS 9.0, *)
@MainActor
open class UIAlertAction: NSObject {
  @available(iOS 8.0, tvOS 9.0, *)
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { self.init() }
}

@available(iOS 8.0, tvOS 9.0, *)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  @available(iOS 13.0, tvOS 13.0, *)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

@available(iOS 8.0, tvOS 9.0, *)
extension UIAdaptivePresentationControllerDelegate {
  @available(iOS 13.0, tvOS 13.0, *)
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  @available(iOS 13.0, tvOS 13.0, *)
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  @available(iOS 13.0, tvOS 13.0, *)
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  @available(iOS 13.0, tvOS 13.0, *)
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

// MARK: Views and windows

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init() }

  open var window: UIWindow? { nil }
  open var bounds: CGRect = .zero
  open var superview: UIView? { nil }
  open var subviews: [UIView] { [] }
  open var backgroundColor: UIColor?
  @available(iOS 6.0, tvOS 9.0, *)
  open var translatesAutoresizingMaskIntoConstraints = true

  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}

  @available(iOS 7.0, tvOS 9.0, *)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
  @available(iOS 4.0, tvOS 9.0, *)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void
  ) {}

  @available(iOS 9.0, tvOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, *)
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, *)
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UILabel: UIView {
  open var text: String?
  open var numberOfLines = 1
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIWindow: UIView {
  @available(iOS 13.0, tvOS 13.0, *)
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  open var rootViewController: UIViewController?
  open func makeKeyAndVisible() {}
}

// MARK: Scenes

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
  @MainActor
  open class ConnectionOptions: NSObject {}
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  open var role: UISceneSession.Role { .windowApplication }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
  public init(name: String?, sessionRole: UISceneSession.Role) {}
  open var delegateClass: AnyClass?
}

// MARK: The application

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIApplication: UIResponder {}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// What `@main` calls: `UIApplicationMain` with the delegate class.
  public static func main() {}

  @available(iOS 13.0, tvOS 13.0, *)
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

// MARK: Controls and actions

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

public typealias UIActionHandler = (UIAction) -> Void

@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  @available(iOS 13.0, tvOS 14.0, *)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }
}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIControl: UIView {}

@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }

  @available(iOS 14.0, tvOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  { self.init(frame: .zero) }
}

@available(iOS 9.0, tvOS 9.0, *)
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

@available(iOS 2.0, tvOS 9.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  open class var systemBackground: UIColor { UIColor() }
}

// MARK: Layout

@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

@available(iOS 6.0, tvOS 9.0, *)
open class NSLayoutConstraint: NSObject {
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  @available(iOS 8.0, tvOS 9.0, *)
  open var isActive = false
  @available(iOS 8.0, tvOS 9.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  @available(iOS 8.0, tvOS 9.0, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

@available(iOS 9.0, tvOS 9.0, *)
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

@available(iOS 9.0, tvOS 9.0, *)
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@available(iOS 9.0, tvOS 9.0, *)
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
