// Apple's Combine, for type-checking on Linux (.ci/check-apple-apis): OpenCombine, which declares
// Combine's API under Combine's names, re-exported as a module named Combine. It is never run and
// never shipped.
//
// So `ObservableObject`, `ObservableObjectPublisher`, `Published` and `AnyCancellable` are declared
// outside SwiftUI, as in Apple's SDK, where SwiftUI imports Combine without re-exporting it: code
// that uses `objectWillChange` or `@Published` must `import Combine` itself, and
// `MemberImportVisibility` says so here as Xcode does. Code that chooses between Combine and
// OpenCombine with `#if canImport(Combine)` takes the Combine branch here, as on Apple platforms.

@_exported import OpenCombine
@_exported import OpenCombineDispatch
