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
@preconcurrency
@MainActor
open class Component<DependencyType>: Dependency {
  /// The parent's dependency, seen through the RIB's `XDependency` protocol.
  public let dependency: DependencyType

  /// The shared instances, by the name of the member that shares each and its type.
  private var sharedInstances: [SharedKey: SharedBoxBase] = [:]

  /// Creates a component with the parent's dependency.
  ///
  /// - Parameter dependency: The parent's component, seen through `XDependency`.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }

  /// Returns the instance `factory` made the first time this property was read, making it now if
  /// this is the first time.
  ///
  /// Call it from a computed property; the property's name and type identify the instance, so two
  /// properties, or two components, never share one. A factory may read other shared properties.
  /// Overloads with the same name and type (`func cache(_: Int) -> Cache` and
  /// `func cache(_: String) -> Cache`) share one instance: give every shared member its own name.
  ///
  /// - Parameters:
  ///   - propertyName: The calling property's name, which identifies the instance. Leave the
  ///     default. (Uber's RIBs calls this parameter `__function`; nobody passes it.)
  ///   - factory: Makes the instance.
  /// - Returns: The one instance of this property for this component.
  public final func shared<T>(propertyName: StaticString = #function, _ factory: () -> T) -> T {
    // NB: the name's text, not the address of its literal: the language does not promise that one
    // literal has one address (inlining and specialization may copy it, and identical texts may be
    // merged).
    let key = SharedKey(name: propertyName.description, type: ObjectIdentifier(T.self))
    if let box = sharedInstances[key] as? SharedBox<T> { return box.value }
    let value = factory()
    // Taken out and put back, so that the dictionary's growth releases outside the accesses to it
    // and every read stays statically checked (see `exchange(_:with:)`).
    var instances = exchange(&sharedInstances, with: [:])
    instances[key] = SharedBox(value)
    swap(&sharedInstances, &instances)
    return value
  }
}

/// What identifies a shared instance in its component: its member's name and its type.
private struct SharedKey: Hashable {
  let name: String
  let type: ObjectIdentifier
}

/// The stored form of a shared instance, whatever its type.
private class SharedBoxBase {}

/// The stored form of one shared instance of type `T`.
private final class SharedBox<T>: SharedBoxBase {
  let value: T

  init(_ value: T) {
    self.value = value
  }
}
