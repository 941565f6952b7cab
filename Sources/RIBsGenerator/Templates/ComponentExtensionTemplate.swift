/// `<Parent>Component+<Name>.swift`: what the parent's component provides to the child; with
/// generated wiring, only a view-less child's view, which the generator cannot choose.
enum ComponentExtensionTemplate {
  static func render(_ options: RIBTemplateOptions, parent: RIBName) -> String {
    let name = options.name.value
    let provided =
      options.hasView
      ? """
        // TODO: Implement properties to provide for \(name) scope.
      """
      : """
        // A compile error until you return the view \(name) shows its children in: usually
        // this RIB's own view controller, which then conforms to \(name)ViewControllable.
        var \(options.name.lowerCamelCase)ViewController: any \(name)ViewControllable {
          #error("Return the view controller \(name) shows its children in.")
        }
      """
    if options.wiring == .generated {
      // Generated code makes the parent's component conform; it provides the view, an ancestor's.
      return """
        import RIBs

        /// What \(parent.value)'s component provides to \(name): the view \(name) shows its
        /// children in.
        extension \(parent.value)Component {
        \(provided)
        }

        """
    }
    return """
      import RIBs

      /// The dependencies needed from the parent scope of \(parent.value) to provide for the \(name)
      /// scope.
      // TODO: Update \(parent.value)Dependency protocol to inherit this protocol.
      @MainActor
      protocol \(parent.value)Dependency\(name): Dependency {
        // TODO: Declare dependencies needed from the parent scope of \(parent.value) to provide
        // dependencies for the \(name) scope.
      }

      extension \(parent.value)Component: \(name)Dependency {
      \(provided)
      }

      """
  }
}
