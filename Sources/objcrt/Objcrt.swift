import ArgumentParser

/// `objcrt`: the MiniObjC demo and tools. Each subcommand lives in its own file; the CLI
/// contract (arguments or `-` for stdin, `--json`, exit codes 0 / 1 / 2) is in Docs/CLI.md.
@main
struct Objcrt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "objcrt",
        abstract: "MiniObjC: an Objective-C runtime emulator — demo and tools.",
        subcommands: [
            DemoCommand.self,
            BenchCommand.self,
            DumpCommand.self,
        ],
        defaultSubcommand: DemoCommand.self
    )
}
