import ArgumentParser

/// One demo topic: a short story told by running the real runtime and printing each step.
struct DemoTopic: Sendable {
    let name: String
    let summary: String
    let run: @Sendable () throws -> Void
}

/// `objcrt demo [topic]`: the teaching walk-through. With no topic it runs the default story;
/// each story ends by naming the others, so a reader can go on from there.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Walk through a MiniObjC mechanism step by step.")

    @Argument(help: "The topic to show; `list` names them all.")
    var topic: String?

    func run() throws {
        let name = topic ?? defaultDemoTopic
        if name == "list" {
            for t in demoTopics { print("\(t.name.padded(to: 12)) \(t.summary)") }
            return
        }
        guard let t = demoTopics.first(where: { $0.name == name }) else {
            printError("unknown demo topic '\(name)'; topics: \(demoTopics.map(\.name).joined(separator: ", "))")
            throw ExitCode(2)
        }
        try t.run()
        print(Self.otherTopics(than: t.name), terminator: "")
    }

    /// The closing lines after a story: every other topic, as the command that runs it.
    static func otherTopics(than name: String) -> String {
        let others = demoTopics.filter { $0.name != name }
        let width = others.map { "objcrt demo \($0.name)".count }.max() ?? 0
        var out = "\nOther topics:\n"
        for t in others { out += "  \("objcrt demo \(t.name)".padded(to: width))  \(t.summary)\n" }
        return out
    }
}
