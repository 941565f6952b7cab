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

  /// The shared instances, each with the name of the member that shares it and its type.
  ///
  /// A list: a component shares a few instances, and comparing a type's identity and the address of
  /// a name's text costs less than hashing the name.
  @usableFromInline
  var sharedInstances: [SharedInstance] = []

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
  ///     default.
  ///   - factory: Makes the instance.
  /// - Returns: The one instance of this property for this component.
  @inlinable
  public final func shared<T>(propertyName: StaticString = #function, _ factory: () -> T) -> T {
    // Inlinable, so that the cast of the box is specialized for `T` in the caller.
    let type = ObjectIdentifier(T.self)
    if let index = sharedIndex(of: propertyName, type: type),
      let box = sharedInstances[index].box as? SharedBox<T>
    {
      return box.value
    }
    let value = factory()
    sharedInstances.append(SharedInstance(name: propertyName, type: type, box: SharedBox(value)))
    return value
  }

  /// The position of the instance shared under `name` with `type`, if it was made.
  ///
  /// The name is its text, not the address of its literal: the language does not promise that
  /// one literal has one address (inlining and specialization may copy it, and identical texts may
  /// be merged). The same address is the usual case, so it is looked for first; a copy of the
  /// literal found by its text is recorded, so that it too is found by its address next time.
  @usableFromInline
  final func sharedIndex(of name: StaticString, type: ObjectIdentifier) -> Int? {
    guard name.hasPointerRepresentation else {
      return sharedInstances.firstIndex { $0.type == type && $0.name.hasSameText(as: name) }
    }
    let address = name.utf8Start
    for index in sharedInstances.indices
    where sharedInstances[index].type == type && sharedInstances[index].address == address {
      return index
    }
    guard
      let index = sharedInstances.firstIndex(where: {
        $0.type == type && $0.name.hasSameText(as: name)
      })
    else { return nil }
    sharedInstances.append(
      SharedInstance(name: name, type: type, box: sharedInstances[index].box))
    return index
  }
}

/// A shared instance, with what identifies it in its component: its member's name and its type.
@usableFromInline
struct SharedInstance {
  let name: StaticString
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let box: SharedBoxBase

  @usableFromInline
  init(name: StaticString, type: ObjectIdentifier, box: SharedBoxBase) {
    self.name = name
    self.type = type
    self.box = box
  }

  /// Where the name's text is, when it is text.
  var address: UnsafePointer<UInt8>? {
    name.hasPointerRepresentation ? name.utf8Start : nil
  }
}

extension StaticString {
  /// Whether `other` has the same text.
  fileprivate func hasSameText(as other: StaticString) -> Bool {
    guard hasPointerRepresentation, other.hasPointerRepresentation else {
      return description == other.description
    }
    let count = utf8CodeUnitCount
    guard count == other.utf8CodeUnitCount else { return false }
    if utf8Start == other.utf8Start { return true }
    return UnsafeBufferPointer(start: utf8Start, count: count)
      .elementsEqual(UnsafeBufferPointer(start: other.utf8Start, count: count))
  }
}

/// The stored form of a shared instance, whatever its type.
@usableFromInline
class SharedBoxBase {
  @usableFromInline
  init() {}
}

/// The stored form of one shared instance of type `T`.
@usableFromInline
final class SharedBox<T>: SharedBoxBase {
  @usableFromInline let value: T

  @usableFromInline
  init(_ value: T) {
    self.value = value
  }
}
