import ArgumentParser
import ObjCEncoding

/// `objcrt attributes [--json] ATTRS…`: the fields of property attribute strings.
struct AttributesCommand: ParsableCommand, ToolInputKind {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Parse property attribute strings (T@\"NSString\",C,N,V_name) into their fields.")

    static let inputsHelp = "Property attribute strings, or - to read one per line from standard input."

    @OptionGroup
    var tool: ToolInputOptions<AttributesCommand>

    func run() throws {
        try runToolReports(tool.inputs, json: tool.output.json, command: "attributes", ToolReport.attributes)
    }
}
