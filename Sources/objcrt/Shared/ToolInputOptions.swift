import ArgumentParser

/// One of the one-line-per-input tools (`encoding`, `signature`, `attributes`): names what
/// its inputs are, for the help.
protocol ToolInputKind: JSONOutputUnit {
    /// The inputs' help text ("Type encodings, or - to read one per line from standard input.").
    static var inputsHelp: String { get }
}

extension ToolInputKind {
    static var jsonHelp: String { "Print one JSON object per input." }
}

/// What `encoding`, `signature` and `attributes` share: `--json` and the inputs, where a lone
/// `-` reads one input per line from standard input (`runToolReports` expands it). Used
/// through `@OptionGroup`, with the command as `Kind`.
struct ToolInputOptions<Kind: ToolInputKind>: ParsableArguments {
    @OptionGroup
    var output: JSONOutputOption<Kind>

    @Argument(help: ArgumentHelp(Kind.inputsHelp))
    var inputs: [String] = []
}
