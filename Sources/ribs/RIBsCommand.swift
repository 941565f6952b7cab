import ArgumentParser

/// The RIBs developer tool.
@main
struct RIBsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ribs",
    abstract: "Tools for RIBs apps: generate a new RIB, render a RIB tree.",
    subcommands: [NewCommand.self, TreeCommand.self])
}
