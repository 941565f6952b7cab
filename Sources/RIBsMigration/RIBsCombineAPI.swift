/// What RIBsCombine gives an app that RIBs does not: the names a file must use for
/// `import RIBsCombine` to be worth adding.
enum RIBsCombineAPI {
  /// The types RIBsCombine declares, which an app may declare too (the seeds' finance app teaches
  /// both), with the keyword a scoped import of the app's own spells.
  static let types: Set<String> = ["CurrentValuePublisher", "ReadOnlyCurrentValuePublisher"]

  /// The members and protocols RIBsCombine adds, under ModernRIBs' names and its own: a file that
  /// uses one of them needs the module.
  static let members: Set<String> = [
    // Publishers of the framework's state.
    "isActiveStream", "isActivePublisher", "lifecycle", "lifecyclePublisher", "isStartedStream",
    "isStartedPublisher", "statusPublisher",
    // Scoping subscriptions and publishers.
    "cancelOnDeactivate", "cancelOnStop", "confineTo",
    // Workflows of publishers.
    "asPublisher", "asObservable", "fork", "cancelWith", "disposeWith",
    // A scope that publishes its own activeness.
    "ActivenessPublishing",
  ]

  /// Names that RIBs has too, with an async meaning: they need RIBsCombine only in a file that also
  /// uses Combine, where a ModernRIBs app's steps return publishers.
  static let membersWithCombine: Set<String> = ["onStep"]

  /// `status`, a common name: RIBsCombine's is `LeakDetector`'s publisher.
  static let leakDetectorStatus = "status"
}
