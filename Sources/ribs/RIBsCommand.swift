#if Tools
  import ArgumentParser

  /// The RIBs developer tool.
  @main
  struct RIBsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "ribs",
      abstract:
        "Tools for RIBs apps: generate a new RIB, wire and show dependencies, render a RIB tree, "
        + "migrate an app, install Xcode's templates.",
      subcommands: [
        NewCommand.self, DependenciesCommand.self, GraphCommand.self, TreeCommand.self,
        MigrateCommand.self, XcodeTemplatesCommand.self,
      ])
  }
#endif
