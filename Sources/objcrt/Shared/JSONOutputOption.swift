import ArgumentParser

/// A command with a `--json` flag: says what one line of JSON output stands for, which is the
/// one word its help changes.
protocol JSONOutputUnit {
    /// The flag's help text ("Print one JSON object per input.").
    static var jsonHelp: String { get }
}

/// `--json`: one JSON object per input, file or benchmark instead of text, for every command
/// that has it (`encoding`, `signature`, `attributes`, `declare`, `bench`). Used through
/// `@OptionGroup`, with the command as `Unit`.
struct JSONOutputOption<Unit: JSONOutputUnit>: ParsableArguments {
    @Flag(help: ArgumentHelp(Unit.jsonHelp))
    var json = false
}
