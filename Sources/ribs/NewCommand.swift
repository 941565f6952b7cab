#if Tools
  import ArgumentParser

  /// `ribs new`: writes a new RIB (`ribs new <Name>`) or a new app (`ribs new app <Name>`).
  struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "new",
      abstract:
        "Write a new RIB (ribs new <Name>), or a new app made of RIBs (ribs new app <Name>).",
      subcommands: [NewRIBCommand.self, NewAppCommand.self],
      defaultSubcommand: NewRIBCommand.self)
  }
#endif
