import ArgumentParser

/// The options every example app takes, added to an app's own with `@OptionGroup`.
public struct AppShellOptions: ParsableArguments {
  /// Whether to print every RIB tree event as it happens, on standard error.
  @Flag(help: "Print every RIB tree event (attach, activate, load, ...) on standard error.")
  public var trace = false

  /// The port of the live RIB inspector (0 for a free one); `nil` for no inspector.
  @Option(
    name: .customLong("inspect"), defaultAsFlag: 0,
    help: ArgumentHelp(
      "Show the live RIB tree in a web browser: serve it on 127.0.0.1 (on a free port unless one is "
        + "given) and print its address.",
      valueName: "port"))
  public var inspectorPort: UInt16? = nil

  /// No tracing and no inspector.
  public init() {}
}
