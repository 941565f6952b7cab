// Where Apple's Combine does not exist, `DispatchQueue` is a scheduler through OpenCombineDispatch,
// which RIBsCombine re-exports: `receive(on: DispatchQueue.main)` and `debounce(for:scheduler:)`
// on a queue compile and run as with Combine, wherever RIBsCombine is imported.
#if !canImport(Combine)
  @_exported import OpenCombineDispatch
#endif
