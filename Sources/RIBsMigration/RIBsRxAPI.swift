/// What RIBsRx gives an app on Uber's RIBs that RIBs does not: the names a file must use for
/// `import RIBsRx` to be worth adding.
enum RIBsRxAPI {
  /// RxSwift's modules: a file that imports one of them speaks Rx.
  static let rxModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking"]

  /// The members and protocols RIBsRx adds under Uber's names, which RIBs has with another meaning
  /// or not at all: a file that speaks Rx and uses one of them needs the module.
  static let members: Set<String> = [
    // Observables of the framework's state.
    "isActiveStream", "isStartedStream", "lifecycle",
    // Scoping subscriptions and observables.
    "disposeOnDeactivate", "disposeOnStop", "confineTo",
    // Workflows of observables (a step's `asObservable()` is forked: `fork` brings the module).
    "onStep", "fork", "disposeWith",
    // A scope, worker or router that observes its own state (the mocks' conformances).
    "ActivenessObservable", "StartednessObservable", "LifecycleObservable",
  ]

  /// Names only RIBsRx declares: a file that uses one needs it even if it imports no Rx module.
  static let ownNames: Set<String> = [
    "disposeOnDeactivate", "disposeOnStop", "disposeWith", "ActivenessObservable",
    "StartednessObservable", "LifecycleObservable", "Executor",
  ]

  /// `status`, a common name: RIBsRx's is `LeakDetector`'s observable.
  static let leakDetectorStatus = "status"

  /// A workflow's `subscribe(_:)` is a `Disposable` only with RIBsRx: a file that names a
  /// workflow type and speaks Rx needs the module.
  static let workflowTypes: Set<String> = ["Workflow", "WorkflowSubscription"]
}
