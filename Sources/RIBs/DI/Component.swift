/// A RIB's dependency container: it holds the parent's dependency and makes what the RIB and its
/// children need.
///
/// Use ``shared(propertyName:_:)`` for objects that must be one instance for the component's life:
///
/// ```swift
/// final class LoggedInComponent: Component<any LoggedInDependency> {
///   var mutableScoreStream: any MutableScoreStream {
///     shared { ScoreStreamImpl() }
///   }
///
///   let player1Name: String
///   let player2Name: String
///
///   init(dependency: any LoggedInDependency, player1Name: String, player2Name: String) {
///     self.player1Name = player1Name
///     self.player2Name = player2Name
///     super.init(dependency: dependency)
///   }
/// }
/// ```
@MainActor
open class Component<DependencyType>: Dependency {
  /// The parent's dependency, seen through the RIB's `XDependency` protocol.
  public let dependency: DependencyType

  private var sharedInstances: [SharedKey: AnyObject] = [:]

  /// Creates a component with the parent's dependency.
  ///
  /// - Parameter dependency: The parent's component, seen through `XDependency`.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }

  /// Returns the instance `factory` made the first time this property was read, making it now if
  /// this is the first time.
  ///
  /// Call it from a computed property; the property's name and type identify the instance. A
  /// factory may read other shared properties. Two members with the same name and type (overloads
  /// such as `func value(_: Int) -> Cache` and `func value(_: String) -> Cache`) share one instance,
  /// as in Uber's RIBs; members with the same name and different types never mix.
  ///
  /// - Parameters:
  ///   - propertyName: The calling property's name, which identifies the instance. Leave the
  ///     default. (Uber's RIBs calls this parameter `__function`; nobody passes it.)
  ///   - factory: Makes the instance.
  /// - Returns: The one instance of this property for this component.
  public final func shared<T>(propertyName: StaticString = #function, _ factory: () -> T) -> T {
    // NB: keyed by the address of the #function literal (identical texts may share one literal,
    // never different ones) and by T, so no hashing of strings on the read path.
    let key = SharedKey(
      name: UnsafeRawPointer(propertyName.utf8Start), type: ObjectIdentifier(T.self))
    if let box = sharedInstances[key] {
      // NB: unsafeDowncast, safe by an invariant only this method controls: the dictionary is
      // private, and the only box ever stored under a key with `type` T is a SharedBox<T>.
      // Tested by ComponentTests (overloads with the same #function text).
      return unsafeDowncast(box, to: SharedBox<T>.self).value
    }
    let value = factory()
    sharedInstances[key] = SharedBox(value)
    return value
  }
}

/// What identifies a shared instance: its property's `#function` literal and its type.
///
/// Hashed by the literal alone, which nearly always tells members apart: hashing the type too would
/// double the cost of every read.
private struct SharedKey: Hashable {
  let name: UnsafeRawPointer
  let type: ObjectIdentifier

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

/// The stored form of one shared instance.
private final class SharedBox<T> {
  let value: T

  init(_ value: T) {
    self.value = value
  }
}
