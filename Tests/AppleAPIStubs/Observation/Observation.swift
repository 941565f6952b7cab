// The availability of Apple's Observation module, as its interface and documentation state it:
// read by `check-apple-availability` (.ci/check-apple-apis), never compiled. Observation exists on
// Linux, where the code that uses it compiles against the real module; only Apple platforms
// restrict it to iOS 17, macOS 14, tvOS 17 and watchOS 10.

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public protocol Observable {}

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Observable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
@attached(peer, names: prefixed(`_`))
public macro ObservationTracked() =
  #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
@attached(accessor, names: named(willSet))
public macro ObservationIgnored() =
  #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public struct ObservationRegistrar: Sendable {}

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
public func withObservationTracking<T>(
  _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T { apply() }

@available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, *)
public struct Observations<Element: Sendable, Failure: Error> {}
