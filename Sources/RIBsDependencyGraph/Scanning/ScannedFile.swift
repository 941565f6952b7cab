/// Where something is written: a file and a line.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path, as it was given.
  package var file: String
  /// The line, from 1.
  package var line: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The file's path.
  ///   - line: The line, from 1.
  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `file:line`.
  package var description: String { "\(file):\(line)" }

  /// `RootBuilder.swift:13`: the file's name without its folders, and the line.
  package var shortDescription: String {
    (file.split(separator: "/").last.map(String.init) ?? file) + ":\(line)"
  }

  /// Orders by file, then line.
  ///
  /// - Parameters:
  ///   - lhs: A location.
  ///   - rhs: Another location.
  /// - Returns: Whether `lhs` comes first.
  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line) < (rhs.file, rhs.line)
  }
}

/// A property a protocol requires or a type declares: its name and its type, as written.
package struct DeclaredProperty: Hashable, Sendable {
  /// The property's name.
  package var name: String
  /// Its type, as written, spaced as Swift prints it; `nil` when the declaration does not say
  /// (`let x = 5`).
  package var type: String?
  /// Where it is declared.
  package var location: SourceLocation
}

/// What a file declares that the dependency graph reads.
struct ScannedFile: Sendable {
  /// A protocol, a class, a struct, an enum, an actor or an extension.
  struct TypeDeclaration: Sendable {
    enum Kind: String, Sendable {
      case `protocol`, `class`, `struct`, `enum`, actor, `extension`
    }

    var kind: Kind
    /// The name, dotted for a nested type or an extension of one (`Outer.Inner`).
    var name: String
    /// The types after the colon, in order: a class's superclass first, if it has one.
    var inherited: [String]
    /// The access written before it (`public`, `package`, …); `nil` for the default.
    var access: String?
    /// The attributes written before it, without `@` or arguments: `MainActor`, `preconcurrency`.
    var attributes: [String]
    /// The properties it declares or requires, in order.
    var properties: [DeclaredProperty]
    /// Whether it declares an associated type (a protocol).
    var hasAssociatedTypes: Bool
    /// The types of the `dependency:` and `parent:` parameters of its initializers, by label:
    /// `RandomWinAdapter.init(dependency: any RandomWinDependency)`.
    var initializerParameters: [String: String]
    var location: SourceLocation
  }

  /// A call that hands a component to a builder or to a component: `XBuilder(dependency: …)`,
  /// `XComponent(parent: …)`, `XComponent(dependency: …)`.
  struct Handover: Sendable {
    /// What the argument is.
    enum Argument: Hashable, Sendable {
      /// `self`, in the body of the enclosing type.
      case selfValue
      /// A name, and the type it was bound to in the function (`let component =
      /// XComponent(…)`), if it was.
      case name(String, boundTo: String?)
      /// A new instance: `AppComponent(…)`.
      case construction(String)
      /// Anything else.
      case other
    }

    /// The type called: `OffGameBuilder`, `GameComponent`.
    var callee: String
    /// The argument's label: `dependency` or `parent`.
    var label: String
    var argument: Argument
    /// The type whose body the call is in, if any.
    var enclosingType: String?
    var location: SourceLocation
  }

  var path: String
  /// The modules imported, in order.
  var imports: [String]
  var types: [TypeDeclaration]
  /// `typealias` declarations, by name: the type each stands for, as written.
  var typealiases: [(name: String, type: String)]
  var handovers: [Handover]
}
