import ArgumentParser
import ObjCEncoding

/// `objcrt signature [--json] ENC…`: return type, arguments with offsets and sizes, frame size.
struct SignatureCommand: ParsableCommand, ToolInputKind {
    static let configuration = CommandConfiguration(
        commandName: "signature",
        abstract: "Parse method type encodings: return type, each argument's type, offset and size, frame size.")

    static let inputsHelp = "Method type encodings, or - to read one per line from standard input."

    @OptionGroup
    var tool: ToolInputOptions<SignatureCommand>

    func run() throws {
        try runToolReports(tool.inputs, json: tool.output.json, command: "signature", ToolReport.signature)
    }
}
