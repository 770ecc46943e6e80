import ArgumentParser
import JSON

/// `objcrt bench [--json] [--filter PREFIX]`: every benchmark beside its baseline, measured
/// in the same run. Meaningful only in a release build (`swift run -c release objcrt bench`).
struct BenchCommand: ParsableCommand, JSONOutputUnit {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the benchmarks (release build) and compare each with its baseline.")

    static let jsonHelp = "Print one JSON object per benchmark."

    @OptionGroup
    var output: JSONOutputOption<BenchCommand>

    @Option(help: "Run only the benchmarks whose name starts with this prefix.")
    var filter: String?

    @Option(help: "Rounds per benchmark; the median is reported.")
    var rounds = 7

    @Flag(help: "The filter is a whole benchmark name, not a prefix.")
    var exact = false

    @Option(help: ArgumentHelp("Iterations per round instead of calibrating to 20 ms (for instruction counts: Scripts/bench-instructions.sh).",
                               valueName: "n"))
    var iterations: Int?

    /// Every benchmark group. Each group lives in its own file, beside the module it measures.
    static func allPairs() -> [BenchPair] {
        var pairs: [BenchPair] = []
        for group in benchGroups { pairs += group() }
        return pairs
    }

    func run() throws {
        #if DEBUG
        printError("warning: objcrt bench in a debug build measures the debug build; use `swift run -c release objcrt bench`.")
        #endif
        let pairs = Self.allPairs().filter { pair in filter.map { matches(pair.subject.name, $0) } ?? true }
        // A filter past "compiled." that matches rows of this process (compiled.yymodel_*, which
        // time compiled code loaded here) does not build and run bench.m's program as well.
        let namesInProcessRows = filter.map { $0.count > "compiled.".count && !pairs.isEmpty } ?? false
        let wantsCompiled = !namesInProcessRows
            && (filter.map { (!exact && "compiled.".hasPrefix($0)) || $0.hasPrefix("compiled.") } ?? true)
        if pairs.isEmpty && !wantsCompiled {
            printError("no benchmark matches '\(filter ?? "")'")
            throw ExitCode(2)
        }
        if let iterations, iterations < 1 {
            printError("--iterations must be at least 1")
            throw ExitCode(2)
        }
        let harness = BenchHarness(rounds: max(1, rounds), iterations: iterations)
        for pair in pairs {
            let r = harness.run(pair)
            if output.json {
                print(JSONValue.object([
                    ("name", .string(r.name)),
                    ("ns_per_op", .double(r.nsPerOp)),
                    ("baseline", .string(r.baseline)),
                    ("baseline_ns_per_op", .double(r.baselineNsPerOp)),
                    ("ratio", .double(r.ratio)),
                    ("subject_ops", .int(r.subjectOps)),
                    ("baseline_ops", .int(r.baselineOps)),
                ]))
            } else {
                let line = "\(r.name.padded(to: 34)) "
                    + "\(format(r.nsPerOp)) ns   vs \(r.baseline) \(format(r.baselineNsPerOp)) ns   ratio \(format(r.ratio))"
                print(line)
            }
        }
        if wantsCompiled { printCompiledRows() }
    }

    /// The compiled.* rows (CompiledBenchmarks), each against the direct call in its program.
    private func printCompiledRows() {
        for row in CompiledBenchmarks.run() ?? [] where filter.map({ matches(row.name, $0) }) ?? true {
            let ratio = row.directNsPerOp > 0 ? row.nsPerOp / row.directNsPerOp : 0
            if output.json {
                print(JSONValue.object([
                    ("name", .string(row.name)),
                    ("ns_per_op", .double(row.nsPerOp)),
                    ("baseline", .string("compiled.call_direct")),
                    ("baseline_ns_per_op", .double(row.directNsPerOp)),
                    ("ratio", .double(ratio)),
                ]))
            } else {
                print("\(row.name.padded(to: 34)) \(format(row.nsPerOp)) ns   vs compiled.call_direct "
                      + "\(format(row.directNsPerOp)) ns   ratio \(format(ratio))")
            }
        }
        // Compiled code hosted in this process, on a Swift layer (HostedDefaultsBenchmarks).
        guard filter.map({ "compiled.gvuserdefaults_".hasPrefix($0) || $0.hasPrefix("compiled.gvuserdefaults_") }) ?? true else { return }
        for row in HostedDefaultsBenchmarks.run() ?? [] where filter.map({ row.name.hasPrefix($0) }) ?? true {
            let ratio = row.baselineNsPerOp > 0 ? row.nsPerOp / row.baselineNsPerOp : 0
            if output.json {
                print(JSONValue.object([
                    ("name", .string(row.name)), ("ns_per_op", .double(row.nsPerOp)),
                    ("baseline", .string(row.baseline)), ("baseline_ns_per_op", .double(row.baselineNsPerOp)),
                    ("ratio", .double(ratio)),
                ]))
            } else {
                print("\(row.name.padded(to: 34)) \(format(row.nsPerOp)) ns   vs \(row.baseline) "
                      + "\(format(row.baselineNsPerOp)) ns   ratio \(format(ratio))")
            }
        }
    }

    private func matches(_ name: String, _ filter: String) -> Bool { exact ? name == filter : name.hasPrefix(filter) }

    private func format(_ x: Double) -> String {
        let rounded = (x * 100).rounded() / 100
        return "\(rounded)"
    }
}
