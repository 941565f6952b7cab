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

  private var sharedInstances: [UnsafeRawPointer: AnyObject] = [:]

  /// Creates a component with the parent's dependency.
  ///
  /// - Parameter dependency: The parent's component, seen through `XDependency`.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }

  /// Returns the instance `factory` made the first time this property was read, making it now if
  /// this is the first time.
  ///
  /// Call it from a computed property; the property's name identifies the instance. A factory may
  /// read other shared properties.
  ///
  /// - Parameters:
  ///   - propertyName: The calling property's name, which identifies the instance. Leave the
  ///     default. (Uber's RIBs calls this parameter `__function`; nobody passes it.)
  ///   - factory: Makes the instance.
  /// - Returns: The one instance of this property for this component.
  public final func shared<T>(propertyName: StaticString = #function, _ factory: () -> T) -> T {
    // NB: keyed by the address of the #function literal: one literal per property, no hashing of
    // strings on the read path.
    let key = UnsafeRawPointer(propertyName.utf8Start)
    if let box = sharedInstances[key] {
      return unsafeDowncast(box, to: SharedBox<T>.self).value
    }
    let value = factory()
    sharedInstances[key] = SharedBox(value)
    return value
  }
}

/// The stored form of one shared instance.
private final class SharedBox<T> {
  let value: T

  init(_ value: T) {
    self.value = value
  }
}
