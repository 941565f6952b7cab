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

  /// The shared instances, by the address of their member's `#function` literal; members whose
  /// literals are one (identical texts) are chained from there, one box per type.
  private var sharedInstances: [UnsafeRawPointer: SharedBoxBase] = [:]

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
  /// factory may read other shared properties. Give every shared member its own name: two members
  /// with the same name and type (overloads such as `func cache(_: Int) -> Cache` and
  /// `func cache(_: String) -> Cache`) may or may not share one instance, depending on whether the
  /// compiler merges their identical `#function` texts. Members with the same name and different
  /// types never mix.
  ///
  /// - Parameters:
  ///   - propertyName: The calling property's name, which identifies the instance. Leave the
  ///     default. (Uber's RIBs calls this parameter `__function`; nobody passes it.)
  ///   - factory: Makes the instance.
  /// - Returns: The one instance of this property for this component.
  public final func shared<T>(propertyName: StaticString = #function, _ factory: () -> T) -> T {
    // NB: keyed by the address of the #function literal, so no hashing of strings on the read path.
    let name = UnsafeRawPointer(propertyName.utf8Start)
    let type = ObjectIdentifier(T.self)
    var candidate = sharedInstances[name]
    while let box = candidate {
      if box.type == type {
        // NB: unsafeDowncast, safe by an invariant only this file controls: a box whose `type` is
        // T's is a SharedBox<T> (its initializer sets `type`). Tested by ComponentTests (overloads
        // with the same #function text and different types).
        return unsafeDowncast(box, to: SharedBox<T>.self).value
      }
      candidate = box.next
    }
    let value = factory()
    // Read again: the factory may have read other shared properties.
    sharedInstances[name] = SharedBox(value, next: sharedInstances[name])
    return value
  }
}

/// The stored form of a shared instance, whatever its type.
private class SharedBoxBase {
  /// The type of the instance, which tells what subclass this box is.
  let type: ObjectIdentifier
  /// Another member's instance under the same `#function` literal, of another type.
  let next: SharedBoxBase?

  init(type: ObjectIdentifier, next: SharedBoxBase?) {
    self.type = type
    self.next = next
  }
}

/// The stored form of one shared instance of type `T`.
private final class SharedBox<T>: SharedBoxBase {
  let value: T

  init(_ value: T, next: SharedBoxBase?) {
    self.value = value
    super.init(type: ObjectIdentifier(T.self), next: next)
  }
}
