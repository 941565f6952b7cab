/// Puts `newValue` in `storage` and returns what was there.
///
/// For the framework's mutable state: an assignment releases the old value inside the access to
/// the storage, and a release may run any deinitializer, so the compiler must check every access to
/// that storage at run time, lest a deinitializer reach it meanwhile. An exchange moves the old
/// value out instead, and the caller releases it once the access is over; when every access to a
/// property is that short, the optimizer proves that none can overlap and drops the run-time checks
/// (exclusivity stays checked, statically).
///
/// - Parameters:
///   - storage: The storage to replace.
///   - newValue: The value to put there.
/// - Returns: The value that was there.
@inline(__always)
func exchange<Value>(_ storage: inout Value, with newValue: consuming Value) -> Value {
  var value = newValue
  swap(&storage, &value)
  return value
}
