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
            DeclareCommand.self,
            EncodingCommand.self, SignatureCommand.self, AttributesCommand.self,
            DumpCommand.self,
            DefaultsCommand.self,
            CompileCommand.self, RunCommand.self, TestCommand.self,
        ],
        defaultSubcommand: DemoCommand.self
    )

    /// ArgumentParser exits 64 (EX_USAGE) on a usage error; the CLI contract says 2, so parse
    /// and run here and map usage errors to 2. Every other error keeps its own exit code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
