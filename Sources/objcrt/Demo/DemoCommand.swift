import ArgumentParser

/// One demo topic: a short story told by running the real runtime and printing each step.
struct DemoTopic: Sendable {
    let name: String
    let summary: String
    let run: @Sendable () throws -> Void
}

/// `objcrt demo [topic]`: the teaching walk-through. With no topic it runs the default story.
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
    }
}
