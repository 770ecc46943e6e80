import ArgumentParser
import ObjCEncoding

/// The shared body of `objcrt encoding`, `signature` and `attributes`: expand `-` into stdin
/// lines, report each input, exit 0 when all were valid, 1 when any was not, 2 when no input
/// was named (an empty standard input is no inputs, all valid: exit 0).
func runToolReports(_ inputs: [String], json: Bool, command: String,
                    _ report: (String) -> ToolReport) throws {
    if inputs.isEmpty {
        printError("usage: objcrt \(command) [--json] INPUT… (or - to read one input per line from stdin)")
        throw ExitCode(2)
    }
    let lines = expandInputs(inputs)
    var allValid = true
    for line in lines {
        let r = report(line)
        allValid = allValid && r.ok
        print(json ? r.value.description : r.text)
    }
    if !allValid { throw ExitCode(1) }
}

/// `objcrt encoding [--json] ENC…`: canonical form, size, alignment and a C-like description.
struct EncodingCommand: ParsableCommand, ToolInputKind {
    static let configuration = CommandConfiguration(
        commandName: "encoding",
        abstract: "Parse type encodings (Apple or GNU dialect): canonical form, size, alignment, C description.")

    static let inputsHelp = "Type encodings, or - to read one per line from standard input."

    @OptionGroup
    var tool: ToolInputOptions<EncodingCommand>

    func run() throws {
        try runToolReports(tool.inputs, json: tool.output.json, command: "encoding", ToolReport.encoding)
    }
}
